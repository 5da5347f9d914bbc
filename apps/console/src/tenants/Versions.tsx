import { useLingui } from '@lingui/react/macro'
import type { ConfigChange, TenantVersion } from '@lobbykit/contract/tenantConfig'
import { Button } from '@lobbykit/ui/Button'
import { Table } from '@lobbykit/ui/Table'
import { useParams } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { operatorCall } from '../api/operatorApi'
import { may, sessionAtom } from '../api/session'
import { useAction, useLoad } from '../api/useCall'
import { formatValue, formatWhen } from '../format'
import { SelectField } from '../forms/fields'
import { Messages } from '../shell/Messages'
import * as page from '../shell/page.css'
import { TenantNav } from './TenantNav'
import { versionStateNames } from './versionStates'

export interface VersionsViewProps {
  code: string
  versions: TenantVersion[]
  loading?: boolean
  error?: string
  canPublish: boolean
  busy?: boolean
  onPublish: (version: number) => void
  onRollback: (version: number) => void
  onPreview: (version: number) => void
  preview?: { version: number; url: string; expiresAt: string }
  diff: { from: number; to: number; changes: ConfigChange[] | undefined }
  onDiff: (from: number, to: number) => void
}

/**
 * A tenant's versions (docs/operators.md#tenant-versions): the live one, the drafts and the earlier ones; publish a
 * draft, roll back to an earlier one, open a preview of any, and see what changed between two.
 */
export function VersionsView(props: VersionsViewProps) {
  const { t, i18n } = useLingui()
  const { versions, diff } = props
  const options = versions.map((version) => [String(version.version), t`Version ${version.version}`] as const)
  return (
    <div className={page.page}>
      <div className={page.pageHead}>
        <h1 className={page.title}>{t`Versions of ${props.code}`}</h1>
        <TenantNav code={props.code} />
      </div>
      <Messages error={props.error} />
      {props.preview ? (
        <p role="status" className={page.notice}>
          {t`Preview of version ${props.preview.version}, for this browser only, until ${formatWhen(props.preview.expiresAt)}:`}{' '}
          <a href={props.preview.url} target="_blank" rel="noopener" className={page.link}>
            {t`Open the preview`}
          </a>
        </p>
      ) : null}
      <Table
        caption={t`Versions`}
        rows={versions}
        rowKey={(version) => String(version.version)}
        loading={props.loading}
        columns={[
          { key: 'version', header: t`Version`, align: 'end' },
          { key: 'state', header: t`State`, render: (version) => i18n._(versionStateNames[version.state]) },
          { key: 'created_by', header: t`Saved by` },
          { key: 'created_at', header: t`Saved`, render: (version) => formatWhen(version.created_at) },
          {
            key: 'published_at',
            header: t`Published`,
            render: (version) => formatWhen(version.published_at),
          },
          {
            key: 'actions',
            header: t`Actions`,
            render: (version) => (
              <div className={page.actions}>
                <Button tone="neutral" size="sm" onClick={() => props.onPreview(version.version)}>
                  {t`Preview version ${version.version}`}
                </Button>
                {props.canPublish && version.state === 'draft' ? (
                  <Button size="sm" busy={props.busy} onClick={() => props.onPublish(version.version)}>
                    {t`Publish version ${version.version}`}
                  </Button>
                ) : null}
                {props.canPublish && version.state === 'superseded' ? (
                  <Button
                    tone="neutral"
                    size="sm"
                    busy={props.busy}
                    onClick={() => props.onRollback(version.version)}
                  >
                    {t`Roll back to version ${version.version}`}
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]}
      />
      <section className={page.panel} aria-labelledby="diff-title">
        <h2 id="diff-title" className={page.subtitle}>
          {t`Differences`}
        </h2>
        <div className={page.formGrid}>
          <SelectField
            label={t`From`}
            value={String(diff.from)}
            options={options}
            onChange={(value) => props.onDiff(Number(value), diff.to)}
          />
          <SelectField
            label={t`To`}
            value={String(diff.to)}
            options={options}
            onChange={(value) => props.onDiff(diff.from, Number(value))}
          />
        </div>
        <Table
          caption={t`Changes from version ${diff.from} to version ${diff.to}`}
          rows={diff.changes ?? []}
          rowKey={(change) => change.path}
          loading={diff.changes === undefined}
          emptyMessage={t`The two versions are the same.`}
          columns={[
            { key: 'path', header: t`Setting` },
            { key: 'before', header: t`Before`, render: (change) => formatValue(change.before) },
            { key: 'after', header: t`After`, render: (change) => formatValue(change.after) },
          ]}
        />
      </section>
    </div>
  )
}

export function Versions() {
  const { code } = useParams({ from: '/tenants/$code/versions' })
  const session = useAtomValue(sessionAtom)
  const list = useLoad(() => operatorCall('tenantVersions', { tenant_code: code }), `versions:${code}`)
  const action = useAction()
  const [preview, setPreview] = useState<VersionsViewProps['preview']>()
  const [range, setRange] = useState<{ from: number; to: number }>()
  const [changes, setChanges] = useState<ConfigChange[]>()
  const versions = list.data?.versions ?? []
  const live = versions.find((version) => version.state === 'published')?.version ?? 1
  const newest = versions.reduce((most, version) => Math.max(most, version.version), 1)
  const from = range?.from ?? live
  const to = range?.to ?? newest
  useEffect(() => {
    if (!list.data) return
    let current = true
    setChanges(undefined)
    void operatorCall('tenantDiff', { tenant_code: code, from, to }).then((answer) => {
      if (current) setChanges(answer.ok ? answer.data.changes : [])
    })
    return () => {
      current = false
    }
  }, [code, from, to, list.data])
  const publish = async (call: 'tenantPublish' | 'tenantRollback', version: number) => {
    const done = await action.run(() => operatorCall(call, { tenant_code: code, version }))
    if (done.ok) list.reload()
  }
  return (
    <VersionsView
      code={code}
      versions={[...versions].sort((a, b) => b.version - a.version)}
      loading={list.loading && !list.data}
      error={list.error ?? action.error}
      canPublish={may(session, 'tenants.publish')}
      busy={action.busy}
      onPublish={(version) => void publish('tenantPublish', version)}
      onRollback={(version) => void publish('tenantRollback', version)}
      onPreview={async (version) => {
        const answer = await action.run(() => operatorCall('tenantPreview', { tenant_code: code, version }))
        if (answer.ok) setPreview({ version, url: answer.data.url, expiresAt: answer.data.expires_at })
      }}
      preview={preview}
      diff={{ from, to, changes }}
      onDiff={(nextFrom, nextTo) => setRange({ from: nextFrom, to: nextTo })}
    />
  )
}
