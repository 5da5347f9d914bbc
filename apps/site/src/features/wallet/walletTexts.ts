import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { LimitPeriod } from '@lobbykit/contract/calls/rg'
import { maxMoneyAmount, type WalletTransactionStatus } from '@lobbykit/contract/calls/wallet'
import { endsSession } from '@lobbykit/contract/status'
import type { ApiFailure } from '@lobbykit/core/api/call'
import { useCallback } from 'react'
import { errorTexts } from '../../i18n/groups/errors'
import { useRuntime } from '../../shell/runtime'
import { useFormatters } from '../../shell/useMoney'

/** A transaction status as a player reads it (docs/product.md#cashier). */
export function useStatusLabel() {
  const { t } = useLingui()
  return useCallback(
    (status: WalletTransactionStatus | string) => {
      const labels: Record<string, string> = {
        pending: t`Pending`,
        approved: t`Approved`,
        rejected: t`Rejected`,
        cancelled: t`Cancelled`,
        open: t`Open`,
        settled: t`Settled`,
      }
      return labels[status] ?? status
    },
    [t],
  )
}

/** What a statement line records; a kind this build does not know yet shows by its name. */
export function useKindLabel() {
  const { t } = useLingui()
  return useCallback(
    (kind: string) => {
      const labels: Record<string, string> = {
        deposit: t`Deposit`,
        deposit_fee: t`Deposit fee`,
        withdrawal: t`Withdrawal`,
        withdrawal_return: t`Withdrawal returned`,
        bet: t`Bet`,
        win: t`Win`,
        inbox_reward: t`Inbox reward`,
        bet_refund: t`Bet refunded`,
        spin_prize: t`Lucky spin prize`,
        adjustment: t`Adjustment by the cashier`,
        mission_reward: t`Mission reward`,
        referral_commission: t`Referral commission`,
        leaderboard_prize: t`Leaderboard prize`,
        vip_reward: t`VIP level-up reward`,
        bonus_credit: t`Deposit bonus credited`,
        bonus_release: t`Bonus turned into cash`,
        bonus_forfeit: t`Bonus forfeited`,
      }
      return labels[kind] ?? kind
    },
    [t],
  )
}

export function usePeriodLabel() {
  const { t } = useLingui()
  return useCallback(
    (period: LimitPeriod) =>
      ({ day: t`Daily limit`, week: t`Weekly limit`, month: t`Monthly limit` })[period],
    [t],
  )
}

/** Roughly how long a deposit method takes, from its `eta_minutes`. */
export function useEtaText() {
  const { t } = useLingui()
  return useCallback(
    (minutes: number) => {
      if (minutes <= 0) return t`Credited at once`
      if (minutes < 90)
        return t`Approved in about ${plural(minutes, { one: '# minute', other: '# minutes' })}`
      const hours = Math.round(minutes / 60)
      return t`Approved in about ${plural(hours, { one: '# hour', other: '# hours' })}`
    },
    [t],
  )
}

const isPeriod = (value: unknown): value is LimitPeriod =>
  value === 'day' || value === 'week' || value === 'month'

/**
 * The words for a refused or failed call, shown beside the form that sent it. A refusal that ends the session
 * (docs/product.md#session-expired-flow) goes to the error handler instead and gives undefined. A deposit over a
 * limit says which limit and what may still be deposited; a break says until when; a field the server
 * refused (`amount: must be ...`) shows as the server wrote it.
 */
export function useRefusal() {
  const { t, i18n } = useLingui()
  const runtime = useRuntime()
  const { money, date } = useFormatters()
  return useCallback(
    (error: ApiFailure): string | undefined => {
      const message = (error.message || error.statusMessage || '').trim()
      if (endsSession(message)) {
        runtime.handleError(error)
        return undefined
      }
      const fields = error.fields ?? {}
      if (
        message === 'depositLimitExceeded' &&
        isPeriod(fields.period) &&
        typeof fields.limit === 'number' &&
        typeof fields.remaining === 'number'
      ) {
        const limit = money(fields.limit)
        const remaining = money(fields.remaining)
        if (fields.period === 'day')
          return t`This deposit would go over your daily deposit limit of ${limit}. You can still deposit ${remaining}.`
        if (fields.period === 'week')
          return t`This deposit would go over your weekly deposit limit of ${limit}. You can still deposit ${remaining}.`
        return t`This deposit would go over your monthly deposit limit of ${limit}. You can still deposit ${remaining}.`
      }
      if (typeof fields.until === 'string' && (message === 'timedOut' || message === 'selfExcluded')) {
        const until = date(fields.until)
        return message === 'timedOut'
          ? t`You are taking a break until ${until}. Until then you cannot deposit or play.`
          : t`You have excluded yourself until ${until}. Until then you cannot deposit or play.`
      }
      const known = errorTexts.find((text) => text.id === (message || 'unknownError'))
      return known ? i18n._(known) : message
    },
    [t, i18n, runtime, money, date],
  )
}

export interface AmountLimits {
  min: number
  max: number
  /** Whose maximum it is: a method's (deposit) or the balance (withdrawal). */
  maxIs?: 'method' | 'balance' | 'limit'
}

/**
 * Checks what the player typed in an amount field before anything is sent: the currency's decimals
 * (parseAmountInput), the contract's rule for a money amount (1 to maxMoneyAmount minor units) and the
 * method's or the balance's bounds. Gives the amount in minor units, or the words to show under the field.
 */
export function useAmountCheck() {
  const { t } = useLingui()
  const { money, amount } = useFormatters()
  return useCallback(
    (
      text: string,
      limits?: AmountLimits,
    ): { value: number; error?: undefined } | { value?: undefined; error: string } => {
      if (text.trim() === '') return { error: t`Enter an amount.` }
      const value = amount.parse(text)
      const example = money(123_456 * 10 ** Math.max(0, amount.decimals - 2))
      if (value === undefined) {
        const decimals = amount.decimals
        return {
          error:
            decimals === 0
              ? t`Enter a whole amount without decimals, like ${example}.`
              : t`Enter an amount with at most ${plural(decimals, { one: '# decimal', other: '# decimals' })}, like ${example}.`,
        }
      }
      if (value < 1) return { error: t`The amount must be more than zero.` }
      if (limits && value < limits.min) {
        const min = money(limits.min)
        return { error: t`The smallest amount is ${min}.` }
      }
      const max = Math.min(limits?.max ?? maxMoneyAmount, maxMoneyAmount)
      if (value > max) {
        const most = money(max)
        if (limits?.maxIs === 'balance') return { error: t`You can withdraw at most your balance, ${most}.` }
        return { error: t`The largest amount is ${most}.` }
      }
      return { value }
    },
    [t, money, amount],
  )
}
