import { useLingui } from '@lingui/react/macro'
import type { TenantConfig, TenantVersion } from '@lobbykit/contract/tenantConfig'
import { Button } from '@lobbykit/ui/Button'
import { Tabs } from '@lobbykit/ui/Tabs'
import { Link, useParams } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { failureText } from '../api/failureText'
import { operatorCall, uploadTenantMedia } from '../api/operatorApi'
import { may, sessionAtom } from '../api/session'
import { useAction, useLoad } from '../api/useCall'
import { Messages, Waiting } from '../shell/Messages'
import * as page from '../shell/page.css'
import { BonusesSection } from './editor/BonusesSection'
import * as styles from './editor/editor.css'
import { LeaderboardsSection } from './editor/LeaderboardsSection'
import { AnalyticsSection, LinksSection, MenusSection, SeoSection } from './editor/ListsSection'
import { PagesSection } from './editor/PagesSection'
import { PicturesSection, type Upload } from './editor/PicturesSection'
import { RewardsSection } from './editor/RewardsSection'
import { SiteSection } from './editor/SiteSection'
import { VipSection } from './editor/VipSection'
import { TenantNav } from './TenantNav'
import { versionStateNames } from './versionStates'

export interface TenantEditorViewProps {
  code: string
  /** The tenant's currency: the missions', the referral's, the leaderboards', VIP's and the bonuses' amounts are typed in it. */
  currency: string
  version: TenantVersion
  config: TenantConfig
  onChange: (config: TenantConfig) => void
  dirty: boolean
  onSave: () => void
  saving?: boolean
  canEdit: boolean
  canEditAnalytics: boolean
  upload: Upload
  error?: string
  notice?: string
  /** The tab shown first (a story's); the site's by default. */
  initialTab?: string
}

/**
 * A tenant's settings, as one document (docs/operators.md#tenant-versions): every edit is kept in the browser until
 * "Save draft" makes it a new draft version; players see nothing until a version is published.
 */
export function TenantEditorView(props: TenantEditorViewProps) {
  const { t, i18n } = useLingui()
  const { code, version, config, onChange, canEdit } = props
  const [tab, setTab] = useState(props.initialTab ?? 'site')
  const state = i18n._(versionStateNames[version.state])
  return (
    <div className={page.page}>
      <div className={page.pageHead}>
        <h1 className={page.title}>{config.site.site_name}</h1>
        <TenantNav code={code} />
      </div>
      <p className={page.muted}>{t`Editing from version ${version.version} (${state}).`}</p>
      <fieldset className={page.fieldset} disabled={!canEdit} style={{ border: 'none', padding: 0 }}>
        <Tabs
          label={t`Settings of ${config.site.site_name}`}
          value={tab}
          onChange={setTab}
          items={[
            { key: 'site', label: t`Site`, content: <SiteSection config={config} onChange={onChange} /> },
            {
              key: 'pictures',
              label: t`Logos`,
              content: (
                <div className={page.panel}>
                  <PicturesSection
                    site={config.site}
                    upload={props.upload}
                    onChange={(key, value) => onChange({ ...config, site: { ...config.site, [key]: value } })}
                  />
                </div>
              ),
            },
            { key: 'pages', label: t`Pages`, content: <PagesSection config={config} onChange={onChange} /> },
            { key: 'menus', label: t`Menus`, content: <MenusSection config={config} onChange={onChange} /> },
            {
              key: 'links',
              label: t`Partners and social`,
              content: <LinksSection config={config} onChange={onChange} />,
            },
            { key: 'seo', label: t`SEO`, content: <SeoSection config={config} onChange={onChange} /> },
            {
              key: 'rewards',
              label: t`Missions and referral`,
              content: <RewardsSection config={config} onChange={onChange} currency={props.currency} />,
            },
            {
              key: 'leaderboards',
              label: t`Leaderboards`,
              content: <LeaderboardsSection config={config} onChange={onChange} currency={props.currency} />,
            },
            {
              key: 'vip',
              label: t`VIP`,
              content: <VipSection config={config} onChange={onChange} currency={props.currency} />,
            },
            {
              key: 'bonuses',
              label: t`Deposit bonuses`,
              content: <BonusesSection config={config} onChange={onChange} currency={props.currency} />,
            },
            {
              key: 'analytics',
              label: t`Analytics`,
              content: (
                <AnalyticsSection config={config} onChange={onChange} canEdit={props.canEditAnalytics} />
              ),
            },
          ]}
        />
      </fieldset>
      {canEdit ? (
        <div className={styles.saveBar}>
          <Button onClick={props.onSave} busy={props.saving} disabled={!props.dirty}>
            {t`Save draft`}
          </Button>
          {props.dirty ? <span>{t`Unsaved changes`}</span> : null}
          <Messages error={props.error} />
          {props.notice ? (
            <p role="status" className={page.notice}>
              {props.notice}{' '}
              <Link to="/tenants/$code/versions" params={{ code }} className={page.link}>
                {t`Go to versions`}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

export function TenantEditor() {
  const { t, i18n } = useLingui()
  const { code } = useParams({ from: '/tenants/$code' })
  const session = useAtomValue(sessionAtom)
  const loaded = useLoad(() => operatorCall('tenantConfig', { tenant_code: code }), `config:${code}`)
  const [draft, setDraft] = useState<TenantConfig>()
  const [notice, setNotice] = useState<string>()
  const save = useAction()
  useEffect(() => setDraft(loaded.data?.config), [loaded.data])
  if (!loaded.data || !draft) return <Waiting error={loaded.error} />
  const upload: Upload = async (file) => {
    const answer = await uploadTenantMedia(code, file)
    return answer.ok ? { path: answer.data.path } : { error: failureText(i18n, answer) }
  }
  return (
    <TenantEditorView
      code={code}
      currency={loaded.data.currency}
      version={loaded.data.version}
      config={draft}
      onChange={(config) => {
        setDraft(config)
        setNotice(undefined)
      }}
      dirty={JSON.stringify(draft) !== JSON.stringify(loaded.data.config)}
      saving={save.busy}
      error={save.error}
      notice={notice}
      canEdit={may(session, 'tenants.edit')}
      canEditAnalytics={session?.operator.role === 'owner'}
      upload={upload}
      onSave={async () => {
        const saved = await save.run(() =>
          operatorCall('tenantSave', {
            tenant_code: code,
            based_on: loaded.data!.version.version,
            config: draft,
          }),
        )
        if (!saved.ok) return
        setNotice(
          t`Saved as version ${saved.data.version.version}, a draft: players see it once it is published.`,
        )
        loaded.reload()
      }}
    />
  )
}
