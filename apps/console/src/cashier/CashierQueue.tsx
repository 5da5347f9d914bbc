import { useLingui } from '@lingui/react/macro'
import type { PendingTransaction } from '@lobbykit/contract/operator'
import { Button } from '@lobbykit/ui/Button'
import { Table } from '@lobbykit/ui/Table'
import { TextField } from '@lobbykit/ui/TextField'
import { type FormEvent, useEffect, useState } from 'react'
import { operatorCall } from '../api/operatorApi'
import { useAction, useLoad } from '../api/useCall'
import { formatMoney, formatWhen } from '../format'
import { Messages } from '../shell/Messages'
import * as page from '../shell/page.css'

export interface CashierQueueViewProps {
  pending: PendingTransaction[]
  loading?: boolean
  error?: string
  notice?: string
  busy?: boolean
  onApprove: (transaction: PendingTransaction) => void
  onReject: (transaction: PendingTransaction, reason: string) => void
  onRefresh: () => void
}

/**
 * The cashier's queues (docs/operators.md#cashier): deposits and withdrawals waiting for a person, oldest first;
 * approve one, or reject it with a reason the player reads in their history.
 */
export function CashierQueueView(props: CashierQueueViewProps) {
  const { t } = useLingui()
  const [rejecting, setRejecting] = useState<PendingTransaction>()
  const [reason, setReason] = useState('')
  const queues = [
    { type: 'withdrawal' as const, title: t`Withdrawals waiting` },
    { type: 'deposit' as const, title: t`Deposits waiting` },
  ]
  const reject = (event: FormEvent) => {
    event.preventDefault()
    if (!rejecting || reason.trim() === '') return
    props.onReject(rejecting, reason.trim())
    setRejecting(undefined)
    setReason('')
  }
  return (
    <div className={page.page}>
      <div className={page.pageHead}>
        <h1 className={page.title}>{t`Cashier`}</h1>
        <Button tone="neutral" onClick={props.onRefresh}>
          {t`Refresh`}
        </Button>
      </div>
      <Messages error={props.error} notice={props.notice} />
      {rejecting ? (
        <form className={page.panel} onSubmit={reject} aria-labelledby="reject-title">
          <h2 id="reject-title" className={page.subtitle}>
            {t`Reject ${formatMoney(rejecting.amount, rejecting.currency)} for ${rejecting.account_id}`}
          </h2>
          <TextField
            label={t`Reason (the player reads it)`}
            name="reason"
            required
            value={reason}
            onChange={setReason}
          />
          <div className={page.actions}>
            <Button type="submit" tone="critical" disabled={reason.trim() === ''}>
              {t`Reject`}
            </Button>
            <Button tone="neutral" onClick={() => setRejecting(undefined)}>
              {t`Cancel`}
            </Button>
          </div>
        </form>
      ) : null}
      {queues.map((queue) => (
        <Table
          key={queue.type}
          caption={queue.title}
          rows={props.pending.filter((row) => row.type === queue.type)}
          rowKey={(row) => String(row.transaction_id)}
          loading={props.loading}
          emptyMessage={t`Nothing waits.`}
          columns={[
            { key: 'created_at', header: t`Asked`, render: (row) => formatWhen(row.created_at) },
            { key: 'tenant_code', header: t`Tenant` },
            { key: 'account_id', header: t`Player` },
            {
              key: 'amount',
              header: t`Amount`,
              align: 'end',
              render: (row) => formatMoney(row.amount, row.currency),
            },
            { key: 'fee', header: t`Fee`, align: 'end', render: (row) => formatMoney(row.fee, row.currency) },
            { key: 'via', header: t`Via` },
            {
              key: 'actions',
              header: t`Actions`,
              render: (row) => (
                <div className={page.actions}>
                  <Button size="sm" busy={props.busy} onClick={() => props.onApprove(row)}>
                    {t`Approve ${formatMoney(row.amount, row.currency)} for ${row.account_id}`}
                  </Button>
                  <Button tone="neutral" size="sm" onClick={() => setRejecting(row)}>
                    {t`Reject…`}
                  </Button>
                </div>
              ),
            },
          ]}
        />
      ))}
    </div>
  )
}

export function CashierQueue() {
  const { t } = useLingui()
  const list = useLoad(() => operatorCall('cashierPending', {}), 'pending')
  const action = useAction()
  // New requests come in while the cashier works: read the queue again every 30 s while the tab is shown.
  const { reload } = list
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload()
    }, 30_000)
    return () => clearInterval(timer)
  }, [reload])
  const [notice, setNotice] = useState<string>()
  const settle = async (
    row: PendingTransaction,
    call: () => ReturnType<typeof operatorCall<'cashierApprove'>>,
  ) => {
    setNotice(undefined)
    const done = await action.run(call)
    if (!done.ok) return
    const amount = formatMoney(row.amount, row.currency)
    setNotice(
      done.data.status === 'approved'
        ? t`Approved ${amount} for ${row.account_id}.`
        : t`Rejected ${amount} for ${row.account_id}.`,
    )
    list.reload()
  }
  return (
    <CashierQueueView
      pending={list.data?.pending ?? []}
      loading={list.loading && !list.data}
      error={list.error ?? action.error}
      notice={notice}
      busy={action.busy}
      onRefresh={list.reload}
      onApprove={(row) =>
        void settle(row, () => operatorCall('cashierApprove', { transaction_id: row.transaction_id }))
      }
      onReject={(row, reason) =>
        void settle(row, () => operatorCall('cashierReject', { transaction_id: row.transaction_id, reason }))
      }
    />
  )
}
