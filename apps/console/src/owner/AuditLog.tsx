import { useLingui } from '@lingui/react/macro'
import type { AuditEntry } from '@lobbykit/contract/operator'
import { Button } from '@lobbykit/ui/Button'
import { Table } from '@lobbykit/ui/Table'
import { useState } from 'react'
import { operatorCall } from '../api/operatorApi'
import { useAction, useLoad } from '../api/useCall'
import { formatValue, formatWhen } from '../format'
import * as page from '../shell/page.css'

/** The append-only audit log (docs/operators.md#audit-log): who did what to what, before and after; newest first. */
export function AuditLog() {
  const { t } = useLingui()
  const first = useLoad(() => operatorCall('auditLog', { limit: 50 }), 'audit')
  const more = useAction()
  const [older, setOlder] = useState<AuditEntry[]>([])
  const entries = [...(first.data?.entries ?? []), ...older]
  const last = entries.at(-1)
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t`Audit log`}</h1>
      <Table
        caption={t`Operator actions, newest first`}
        rows={entries}
        rowKey={(entry) => String(entry.audit_id)}
        loading={first.loading && !first.data}
        error={first.error ?? more.error}
        columns={[
          { key: 'at', header: t`When`, render: (entry) => formatWhen(entry.at) },
          { key: 'operator', header: t`Operator` },
          { key: 'action', header: t`Action` },
          { key: 'target', header: t`Target` },
          { key: 'before', header: t`Before`, render: (entry) => formatValue(entry.before) },
          { key: 'after', header: t`After`, render: (entry) => formatValue(entry.after) },
        ]}
      />
      {last && entries.length % 50 === 0 ? (
        <div className={page.actions}>
          <Button
            tone="neutral"
            busy={more.busy}
            onClick={async () => {
              const page = await more.run(() =>
                operatorCall('auditLog', { before_id: last.audit_id, limit: 50 }),
              )
              if (page.ok) setOlder((current) => [...current, ...page.data.entries])
            }}
          >
            {t`Older entries`}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
