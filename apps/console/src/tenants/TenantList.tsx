import { useLingui } from '@lingui/react/macro'
import type { tenantSummarySchema } from '@lobbykit/contract/tenantConfig'
import { Table } from '@lobbykit/ui/Table'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { z } from 'zod/mini'
import { operatorCall } from '../api/operatorApi'
import { may, sessionAtom } from '../api/session'
import { useLoad } from '../api/useCall'
import * as page from '../shell/page.css'

export type TenantSummary = z.output<typeof tenantSummarySchema>

/** Every tenant, its domains and which version is live (docs/operators.md#tenant-versions). */
export function TenantListView({
  tenants,
  loading,
  error,
  canCreate,
}: {
  tenants: TenantSummary[]
  loading?: boolean
  error?: string
  canCreate: boolean
}) {
  const { t } = useLingui()
  return (
    <div className={page.page}>
      <div className={page.pageHead}>
        <h1 className={page.title}>{t`Tenants`}</h1>
        {canCreate ? (
          <Link to="/tenants/new" className={page.link}>
            {t`New tenant`}
          </Link>
        ) : null}
      </div>
      <Table
        caption={t`Tenants`}
        rows={tenants}
        rowKey={(tenant) => tenant.tenant_code}
        loading={loading}
        error={error}
        emptyMessage={t`No tenants yet.`}
        columns={[
          {
            key: 'site_name',
            header: t`Site`,
            render: (tenant) => (
              <Link to="/tenants/$code" params={{ code: tenant.tenant_code }} className={page.link}>
                {tenant.site_name}
              </Link>
            ),
          },
          { key: 'tenant_code', header: t`Code` },
          { key: 'currency', header: t`Currency` },
          { key: 'domains', header: t`Domains`, render: (tenant) => tenant.domains.join(', ') },
          { key: 'published', header: t`Live version`, align: 'end' },
          {
            key: 'latest',
            header: t`Drafts`,
            render: (tenant) =>
              tenant.latest > tenant.published ? t`Version ${tenant.latest} waits` : t`None`,
          },
        ]}
      />
    </div>
  )
}

export function TenantList() {
  const session = useAtomValue(sessionAtom)
  const list = useLoad(() => operatorCall('tenantList', {}), 'tenants')
  return (
    <TenantListView
      tenants={list.data?.tenants ?? []}
      loading={list.loading && !list.data}
      error={list.error}
      canCreate={may(session, 'tenants.create')}
    />
  )
}
