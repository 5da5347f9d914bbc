import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { BetRound, StatementEntry, WalletTransaction } from '@lobbykit/contract/calls/wallet'
import { betHistory } from '@lobbykit/core/api/wallet/betHistory'
import { statement } from '@lobbykit/core/api/wallet/statement'
import { transactions } from '@lobbykit/core/api/wallet/transactions'
import { type DayRange, historyRange } from '@lobbykit/core/format/historyRange'
import { defaultItemsPerPage } from '@lobbykit/core/validate/pagination'
import { Button } from '@lobbykit/ui/Button'
import { Pagination } from '@lobbykit/ui/Pagination'
import { Table, type TableColumn } from '@lobbykit/ui/Table'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Facts, Muted, Page, Panel } from '../../shell/Page'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useLanguage } from '../../shell/useLanguage'
import { useFormatters } from '../../shell/useMoney'
import { DateField, SelectField } from './fields'
import { WalletSummary } from './WalletSummary'
import * as styles from './wallet.css'
import { useKindLabel, useStatusLabel } from './walletTexts'

/** docs/product.md#pagination-defaults: 10 a page. */
const pageSize = defaultItemsPerPage

type Choices = Record<string, string>

/**
 * The filters of a history page: a range of the player's own days and, where the list has them, type and
 * status. Nothing is asked until the player presses Show; a backwards range is refused in the form.
 */
function HistoryFilters({
  initial,
  onApply,
  children,
}: {
  initial: DayRange & Choices
  onApply(filters: DayRange & Choices): void
  children?: (draft: Choices, set: (key: string, value: string) => void) => ReactNode
}) {
  const { t } = useLingui()
  const [draft, setDraft] = useState<DayRange & Choices>(initial)
  const [error, setError] = useState<string>()
  const set = (key: string, value: string) => setDraft((current) => ({ ...current, [key]: value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!historyRange(draft)) {
      setError(t`The last day is before the first day.`)
      return
    }
    setError(undefined)
    onApply(draft)
  }
  return (
    <form className={styles.filters} onSubmit={submit} noValidate aria-label={t`Filters`}>
      <DateField
        name="date_from"
        label={t`From`}
        value={draft.from}
        onChange={(value) => set('from', value)}
      />
      <DateField
        name="date_to"
        label={t`To`}
        value={draft.to}
        onChange={(value) => set('to', value)}
        error={error}
      />
      {children?.(draft, set)}
      <Button type="submit" tone="neutral">
        {t`Show`}
      </Button>
    </form>
  )
}

/** The filters applied and the page shown; a change of filters goes back to the first page. */
function useHistoryState(initial: DayRange & Choices) {
  const [filters, setFilters] = useState(initial)
  const [page, setPage] = useState(1)
  return {
    filters,
    page,
    setPage,
    apply: (next: DayRange & Choices) => {
      setFilters(next)
      setPage(1)
    },
  }
}

/** What a history list says under its table: how many entries match, and the page buttons. */
function HistoryFooter({
  total,
  page,
  setPage,
  label,
}: {
  total: number
  page: number
  setPage(page: number): void
  label: string
}) {
  const { t } = useLingui()
  return (
    <>
      <Muted>{t`${plural(total, { one: '# entry', other: '# entries' })}`}</Muted>
      <Pagination
        totalItems={total}
        itemsPerPage={pageSize}
        currentPage={page}
        onChange={setPage}
        label={label}
      />
    </>
  )
}

function StatusBadge({ status }: { status: string }) {
  const label = useStatusLabel()
  const tone = status in styles.badge ? (status as keyof typeof styles.badge) : 'neutral'
  return <span className={styles.badge[tone]}>{label(status)}</span>
}

const noChoices = { from: '', to: '', type: '', status: '' }

/** /transaction-history: deposits and withdrawals, filtered by days, type and status. */
export function TransactionHistoryPage() {
  const { t } = useLingui()
  const { money, date } = useFormatters()
  const statusLabel = useStatusLabel()
  const auth = useAuthFields()
  const state = useHistoryState(noChoices)
  const range = historyRange(state.filters) ?? {}
  const { type, status } = state.filters
  const list = useApiQuery(
    transactions,
    auth
      ? {
          ...auth,
          ...range,
          ...(type === 'deposit' || type === 'withdrawal' ? { type } : {}),
          ...(status === 'pending' || status === 'approved' || status === 'rejected' || status === 'cancelled'
            ? { status }
            : {}),
          page: state.page,
          page_size: pageSize,
        }
      : undefined,
  )
  const columns: TableColumn<WalletTransaction>[] = [
    {
      key: 'created_at',
      header: t`Date`,
      render: (row) => <span className={styles.nowrap}>{date(row.created_at)}</span>,
    },
    {
      key: 'type',
      header: t`Type`,
      render: (row) => (
        <span className={styles.optionBody}>
          <span>{row.type === 'deposit' ? t`Deposit` : t`Withdrawal`}</span>
          <span className={styles.small}>
            {row.type === 'deposit' ? row.method_name : `${row.bank_name} ${row.account_no_masked}`}
          </span>
        </span>
      ),
    },
    {
      key: 'amount',
      header: t`Amount`,
      align: 'end',
      render: (row) => <span className={styles.amountIn}>{money(row.amount)}</span>,
    },
    { key: 'fee', header: t`Fee`, align: 'end', render: (row) => money(row.fee, { zeroAsEmpty: true }) },
    {
      key: 'status',
      header: t`Status`,
      render: (row) => {
        const when = row.expected_by ? date(row.expected_by) : ''
        const reason = row.reason
        return (
          <span className={styles.optionBody}>
            <StatusBadge status={row.status} />
            {row.status === 'pending' && when ? (
              <span className={styles.small}>{t`Expected by about ${when}`}</span>
            ) : null}
            {row.status === 'rejected' && reason ? (
              <span className={styles.small}>{t`Reason: ${reason}`}</span>
            ) : null}
          </span>
        )
      },
    },
  ]
  return (
    <Page title={t`Transaction history`}>
      <WalletSummary />
      <Panel>
        <HistoryFilters initial={noChoices} onApply={state.apply}>
          {(draft, set) => (
            <>
              <SelectField
                name="type"
                label={t`Type`}
                value={draft.type ?? ''}
                onChange={(value) => set('type', value)}
                options={[
                  { value: '', label: t`All types` },
                  { value: 'deposit', label: t`Deposits` },
                  { value: 'withdrawal', label: t`Withdrawals` },
                ]}
              />
              <SelectField
                name="status"
                label={t`Status`}
                value={draft.status ?? ''}
                onChange={(value) => set('status', value)}
                options={[
                  { value: '', label: t`All statuses` },
                  ...['pending', 'approved', 'rejected', 'cancelled'].map((value) => ({
                    value,
                    label: statusLabel(value),
                  })),
                ]}
              />
            </>
          )}
        </HistoryFilters>
      </Panel>
      <Table
        caption={t`Deposits and withdrawals`}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(row) => String(row.transaction_id)}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? t`This could not be loaded.` : undefined}
        emptyMessage={t`No deposits or withdrawals in these days.`}
      />
      {list.data ? (
        <HistoryFooter
          total={list.data.total}
          page={state.page}
          setPage={state.setPage}
          label={t`Pages of the transaction history`}
        />
      ) : null}
    </Page>
  )
}

const noRange = { from: '', to: '' }

/** /statement: every change of the balance with the balance after it, and the balances around the range. */
export function StatementPage() {
  const { t } = useLingui()
  const { money, date } = useFormatters()
  const kindLabel = useKindLabel()
  const auth = useAuthFields()
  const state = useHistoryState(noRange)
  const range = historyRange(state.filters) ?? {}
  const list = useApiQuery(
    statement,
    auth ? { ...auth, ...range, page: state.page, page_size: pageSize } : undefined,
  )
  const columns: TableColumn<StatementEntry>[] = [
    {
      key: 'created_at',
      header: t`Date`,
      render: (row) => <span className={styles.nowrap}>{date(row.created_at)}</span>,
    },
    {
      key: 'kind',
      header: t`Description`,
      render: (row) => (
        <span className={styles.optionBody}>
          <span>{kindLabel(row.kind)}</span>
          {row.game_name ? <span className={styles.small}>{row.game_name}</span> : null}
        </span>
      ),
    },
    {
      key: 'amount',
      header: t`Amount`,
      align: 'end',
      render: (row) => <span className={styles.amountIn}>{money(row.amount, { signed: true })}</span>,
    },
    { key: 'balance_after', header: t`Balance`, align: 'end', render: (row) => money(row.balance_after) },
  ]
  return (
    <Page title={t`Statement`}>
      <Panel>
        <HistoryFilters initial={noRange} onApply={state.apply} />
      </Panel>
      {list.data ? (
        <Facts
          items={[
            { label: t`Balance before`, value: money(list.data.opening_balance) },
            { label: t`Balance after`, value: money(list.data.closing_balance) },
          ]}
        />
      ) : null}
      <Table
        caption={t`Every change of your balance`}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(row) => String(row.entry_id)}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? t`This could not be loaded.` : undefined}
        emptyMessage={t`No changes of your balance in these days.`}
      />
      {list.data ? (
        <HistoryFooter
          total={list.data.total}
          page={state.page}
          setPage={state.setPage}
          label={t`Pages of the statement`}
        />
      ) : null}
    </Page>
  )
}

/** The sports fields of a round (docs/product.md#bet-display), team names in the page language. */
function BetDetails({ round }: { round: BetRound }) {
  const { t } = useLingui()
  const { code } = useLanguage()
  const names = round.team_names[code] ?? round.team_names.EN
  const home = names?.home_team_name || round.home_team_name
  const away = names?.away_team_name || round.away_team_name
  // The virtual sports' codes (docs/product.md#originals) in words; a provider's own words show as sent.
  const words: Record<string, string> = {
    single: t`Single`,
    accumulator: t`Accumulator`,
    home: t`Home win`,
    draw: t`Draw`,
    away: t`Away win`,
    over: t`Over 2.5 goals`,
    under: t`Under 2.5 goals`,
    '1x2': t`Match result`,
    over_under: t`Total goals`,
    winner: t`Winner`,
  }
  const runner = round.home_away
  const pick = /^\d+$/.test(runner) ? t`Runner ${runner}` : runner
  const parts = [round.bet_type, pick, round.criteria1]
    .filter(Boolean)
    .map((part) => words[part] ?? part)
    .join(' · ')
  const event = home && away ? t`${home} vs ${away}` : home || away
  if (!event && !parts) return <span className={styles.small}>{round.provider_code}</span>
  return (
    <span className={styles.optionBody}>
      {event ? <span>{event}</span> : null}
      {parts ? <span className={styles.small}>{parts}</span> : null}
    </span>
  )
}

/** /bet-history: game rounds with stake, payout and result, and the sports fields where a bet has them. */
export function BetHistoryPage() {
  const { t } = useLingui()
  const { money, date } = useFormatters()
  const auth = useAuthFields()
  const state = useHistoryState(noRange)
  const range = historyRange(state.filters) ?? {}
  const list = useApiQuery(
    betHistory,
    auth ? { ...auth, ...range, page: state.page, page_size: pageSize } : undefined,
  )
  const columns: TableColumn<BetRound>[] = [
    {
      key: 'created_at',
      header: t`Date`,
      render: (row) => <span className={styles.nowrap}>{date(row.created_at)}</span>,
    },
    { key: 'game_name', header: t`Game`, render: (row) => row.game_name },
    { key: 'bet', header: t`Bet`, render: (row) => <BetDetails round={row} /> },
    { key: 'stake', header: t`Stake`, align: 'end', render: (row) => money(row.stake) },
    {
      key: 'payout',
      header: t`Payout`,
      align: 'end',
      render: (row) => money(row.payout, { zeroAsEmpty: true }),
    },
    {
      key: 'net',
      header: t`Result`,
      align: 'end',
      render: (row) => <span className={styles.amountIn}>{money(row.net, { signed: true })}</span>,
    },
    { key: 'status', header: t`Status`, render: (row) => <StatusBadge status={row.status} /> },
  ]
  return (
    <Page title={t`Bet history`}>
      <WalletSummary />
      <Panel>
        <HistoryFilters initial={noRange} onApply={state.apply} />
      </Panel>
      <Table
        caption={t`Your bets`}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.round_id}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? t`This could not be loaded.` : undefined}
        emptyMessage={t`No bets in these days.`}
      />
      {list.data ? (
        <HistoryFooter
          total={list.data.total}
          page={state.page}
          setPage={state.setPage}
          label={t`Pages of the bet history`}
        />
      ) : null}
    </Page>
  )
}
