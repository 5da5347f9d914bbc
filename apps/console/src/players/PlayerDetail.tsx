import { useLingui } from '@lingui/react/macro'
import type { LedgerKind } from '@lobbykit/contract/calls/wallet'
import type {
  ledgerLineSchema,
  playerDetailResponseSchema,
  playerStatuses,
} from '@lobbykit/contract/operator'
import { parseAmountInput } from '@lobbykit/core/format/money'
import { Button } from '@lobbykit/ui/Button'
import { Table } from '@lobbykit/ui/Table'
import { TextField } from '@lobbykit/ui/TextField'
import { useParams } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useRef, useState } from 'react'
import type { z } from 'zod/mini'
import { operatorCall } from '../api/operatorApi'
import { may, sessionAtom } from '../api/session'
import { useAction, useLoad } from '../api/useCall'
import { formatMoney, formatWhen } from '../format'
import { SelectField } from '../forms/fields'
import { useSubmit } from '../forms/useSubmit'
import { intlLocale } from '../i18n/i18n'
import { Messages, Waiting } from '../shell/Messages'
import * as page from '../shell/page.css'
import { ledgerKindNames } from './ledgerKinds'
import { MessageForm, type PlayerMessage } from './MessageForm'
import { playerStatusNames } from './playerStatus'

type Detail = z.output<typeof playerDetailResponseSchema>
type LedgerLine = z.output<typeof ledgerLineSchema>
type Status = (typeof playerStatuses)[number]

export interface PlayerDetailViewProps {
  detail: Detail
  ledger: LedgerLine[]
  canManage: boolean
  canAdjust: boolean
  onStatus: (status: Status, reason: string) => Promise<string | undefined>
  /** Signed minor units; gives the refusal to show, or nothing when done. */
  onAdjust: (amount: number, reason: string) => Promise<string | undefined>
  /** Gives the refusal to show, or nothing when sent. */
  onMessage: (message: PlayerMessage) => Promise<string | undefined>
  notice?: string
}

/** One player, as support and the cashier see them: balance, status, sessions, limits and every ledger line. */
export function PlayerDetailView(props: PlayerDetailViewProps) {
  const { t, i18n } = useLingui()
  const { player, sessions, limits } = props.detail
  const money = (minor: number | null) => (minor === null ? t`None` : formatMoney(minor, player.currency))
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t`Player ${player.account_id}`}</h1>
      <Messages notice={props.notice} />
      <section className={page.panel} aria-labelledby="summary-title">
        <h2 id="summary-title" className={page.subtitle}>
          {t`Account`}
        </h2>
        <dl className={page.formGrid} style={{ margin: 0 }}>
          {[
            [t`Tenant`, player.tenant_code],
            [t`Phone`, player.phone],
            [t`E-mail address`, player.email || '—'],
            [t`Status`, i18n._(playerStatusNames[player.status])],
            [t`Balance`, formatMoney(player.balance, player.currency)],
            [t`Joined`, formatWhen(player.created_at)],
            [t`Deposit limit a day`, money(limits.deposit.day)],
            [t`Deposit limit a week`, money(limits.deposit.week)],
            [t`Deposit limit a month`, money(limits.deposit.month)],
            [t`Timed out until`, formatWhen(limits.time_out_until) || t`None`],
            [t`Self-excluded until`, formatWhen(limits.self_excluded_until) || t`None`],
          ].map(([term, value]) => (
            <div key={term}>
              <dt className={page.muted}>{term}</dt>
              <dd style={{ margin: 0, fontWeight: 700 }}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {props.canManage ? <StatusForm current={player.status} onStatus={props.onStatus} /> : null}
      {props.canAdjust ? <AdjustForm currency={player.currency} onAdjust={props.onAdjust} /> : null}
      {props.canManage ? (
        <MessageForm currency={player.currency} canReward={props.canAdjust} onSend={props.onMessage} />
      ) : null}
      <Table
        caption={t`Sessions`}
        rows={sessions}
        rowKey={(session) => String(session.session_id)}
        emptyMessage={t`No open session.`}
        columns={[
          { key: 'created_at', header: t`Signed in`, render: (session) => formatWhen(session.created_at) },
          {
            key: 'last_seen_at',
            header: t`Last seen`,
            render: (session) => formatWhen(session.last_seen_at),
          },
          { key: 'address', header: t`Address` },
          { key: 'user_agent', header: t`Browser` },
        ]}
      />
      <Table
        caption={t`Ledger`}
        rows={props.ledger}
        rowKey={(line) => String(line.entry_id)}
        columns={[
          { key: 'created_at', header: t`When`, render: (line) => formatWhen(line.created_at) },
          {
            key: 'kind',
            header: t`Kind`,
            render: (line) => {
              const name = ledgerKindNames[line.kind as LedgerKind]
              return name ? i18n._(name) : line.kind
            },
          },
          {
            key: 'amount',
            header: t`Amount`,
            align: 'end',
            render: (line) => formatMoney(line.amount, player.currency, true),
          },
          {
            key: 'balance_after',
            header: t`Balance after`,
            align: 'end',
            render: (line) => formatMoney(line.balance_after, player.currency),
          },
          { key: 'reference', header: t`Reference` },
        ]}
      />
    </div>
  )
}

function StatusForm({ current, onStatus }: { current: Status; onStatus: PlayerDetailViewProps['onStatus'] }) {
  const { t, i18n } = useLingui()
  const [status, setStatus] = useState<Status>(current === 'ACTIVE' ? 'BLOCK' : 'ACTIVE')
  const [reason, setReason] = useState('')
  const { submit, error, busy } = useSubmit(
    () => onStatus(status, reason.trim()),
    () => setReason(''),
  )
  return (
    <form className={page.panel} onSubmit={submit} aria-labelledby="status-title">
      <h2 id="status-title" className={page.subtitle}>
        {t`Block, close or reopen`}
      </h2>
      <Messages error={error} />
      <div className={page.formGrid}>
        <SelectField
          label={t`New status`}
          value={status}
          options={(['ACTIVE', 'BLOCK', 'CLOSE'] as const).map((value) => [
            value,
            i18n._(playerStatusNames[value]),
          ])}
          onChange={(value) => setStatus(value as Status)}
        />
        <TextField
          label={t`Reason for the status change`}
          name="status-reason"
          required
          value={reason}
          onChange={setReason}
        />
      </div>
      <div className={page.actions}>
        <Button type="submit" busy={busy} disabled={status === current || reason.trim().length < 3}>
          {t`Change the status`}
        </Button>
      </div>
    </form>
  )
}

function AdjustForm({
  currency,
  onAdjust,
}: {
  currency: string
  onAdjust: PlayerDetailViewProps['onAdjust']
}) {
  const { t } = useLingui()
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const minor = parseAmountInput(amount, currency, intlLocale())
  const { submit, error, busy } = useSubmit(
    async () =>
      minor
        ? onAdjust(direction === 'credit' ? minor : -minor, reason.trim())
        : t`Type an amount above zero, like 150.50.`,
    () => {
      setAmount('')
      setReason('')
    },
  )
  return (
    <form className={page.panel} onSubmit={submit} aria-labelledby="adjust-title" noValidate>
      <h2 id="adjust-title" className={page.subtitle}>
        {t`Adjust the balance`}
      </h2>
      <Messages error={error} />
      <div className={page.formGrid}>
        <SelectField
          label={t`Direction`}
          value={direction}
          options={[
            ['credit', t`Credit (add money)`],
            ['debit', t`Debit (take money)`],
          ]}
          onChange={(value) => setDirection(value as 'credit' | 'debit')}
        />
        <TextField
          label={t`Amount in ${currency}`}
          name="amount"
          inputMode="decimal"
          required
          value={amount}
          onChange={setAmount}
        />
        <TextField
          label={t`Reason for the adjustment`}
          name="adjust-reason"
          required
          value={reason}
          onChange={setReason}
        />
      </div>
      <div className={page.actions}>
        <Button type="submit" busy={busy} disabled={reason.trim().length < 3 || amount.trim() === ''}>
          {t`Adjust`}
        </Button>
      </div>
    </form>
  )
}

export function PlayerDetail() {
  const { t } = useLingui()
  const { playerId } = useParams({ from: '/players/$playerId' })
  const session = useAtomValue(sessionAtom)
  const id = Number(playerId)
  const detail = useLoad(() => operatorCall('playerDetail', { player_id: id }), `player:${id}`)
  const ledger = useLoad(() => operatorCall('playerLedger', { player_id: id, limit: 100 }), `ledger:${id}`)
  const action = useAction()
  const [notice, setNotice] = useState<string>()
  // One request id per adjustment: a retried press after a lost answer applies it once (docs/operators.md#cashier).
  const requestId = useRef(crypto.randomUUID())
  // And one per message: a retried send delivers it once (docs/operators.md#inbox-messages).
  const messageId = useRef(crypto.randomUUID())
  if (!detail.data) return <Waiting error={detail.error} />
  const reload = () => {
    detail.reload()
    ledger.reload()
  }
  return (
    <PlayerDetailView
      detail={detail.data}
      ledger={ledger.data?.lines ?? []}
      canManage={may(session, 'players.manage')}
      canAdjust={may(session, 'cashier.adjust')}
      notice={notice}
      onStatus={async (status, reason) => {
        const done = await action.run(() =>
          operatorCall('playerSetStatus', { player_id: id, status, reason }),
        )
        if (!done.ok) return done.message
        setNotice(t`The status is changed; ${done.data.sessions_ended} sessions were signed out.`)
        reload()
        return undefined
      }}
      onAdjust={async (amount, reason) => {
        const done = await action.run(() =>
          operatorCall('cashierAdjust', { player_id: id, amount, reason, request_id: requestId.current }),
        )
        // Unanswered, it may have been applied: the retry keeps the id. Answered, the next one is a new adjustment.
        if (done.ok || done.status !== 0) requestId.current = crypto.randomUUID()
        if (!done.ok) return done.message
        setNotice(t`The balance is adjusted.`)
        reload()
        return undefined
      }}
      onMessage={async (message) => {
        const done = await action.run(() =>
          operatorCall('playerMessage', { player_id: id, ...message, request_id: messageId.current }),
        )
        if (done.ok || done.status !== 0) messageId.current = crypto.randomUUID()
        if (!done.ok) return done.message
        setNotice(t`The message is in the player's inbox.`)
        return undefined
      }}
    />
  )
}
