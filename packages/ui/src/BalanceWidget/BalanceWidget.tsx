import { useLingui } from '@lingui/react/macro'
import { Button } from '../Button/Button'
import { formatCount, formatMoney } from '../format/money'
import { useNumberLocale } from '../format/useNumberLocale'
import { Icon } from '../Icon/Icon'
import * as styles from './BalanceWidget.css'

export interface BalanceWidgetProps {
  /** Game balance in minor units (null while it loads). */
  balance: number | null
  /** Game tokens. */
  tokens?: number
  currency: string
  onDeposit?: () => void
  onWithdraw?: () => void
  /** Fetches the balance again (POST /api/auth/get_balance). */
  onRefresh?: () => void
  refreshing?: boolean
  /** A failed balance call (-503 serviceUnavailable): the figure is stale or unknown. */
  error?: string
  variant?: (typeof styles.balanceVariants)[number]
}

/** The signed-in player's balance and tokens, with deposit, withdraw and refresh. */
export function BalanceWidget({
  balance,
  tokens,
  currency,
  onDeposit,
  onWithdraw,
  onRefresh,
  refreshing = false,
  error,
  variant = 'card',
}: BalanceWidgetProps) {
  const { t } = useLingui()
  const locale = useNumberLocale()
  const amount = balance === null ? '—' : formatMoney(balance, currency, locale)
  const tokenCount = tokens === undefined ? '' : formatCount(tokens, locale)
  const refresh = onRefresh ? (
    <button
      type="button"
      className={styles.refresh}
      onClick={onRefresh}
      disabled={refreshing}
      aria-label={refreshing ? t`Refreshing balance` : t`Refresh balance`}
    >
      <Icon name="refresh" size={18} />
    </button>
  ) : null
  if (variant === 'inline') {
    return (
      <div className={styles.root({ variant })} aria-busy={refreshing}>
        <span className={styles.label}>{t`Balance`}</span>
        <span className={styles.amountInline}>{amount}</span>
        {tokens !== undefined ? (
          <span className={styles.tokens}>
            <Icon name="star" size={14} /> {t`${tokenCount} tokens`}
          </span>
        ) : null}
        {refresh}
        {onDeposit ? (
          <Button size="sm" onClick={onDeposit}>
            {t`Deposit`}
          </Button>
        ) : null}
      </div>
    )
  }
  return (
    <section className={styles.root({ variant })} aria-label={t`Balance`} aria-busy={refreshing}>
      <div className={styles.row}>
        <div>
          <p className={styles.label}>{t`Game balance`}</p>
          <p className={styles.amount}>{amount}</p>
        </div>
        {refresh}
      </div>
      {tokens !== undefined ? (
        <p className={`${styles.label} ${styles.tokens}`}>
          <Icon name="star" size={14} /> {t`${tokenCount} game tokens`}
        </p>
      ) : null}
      {error ? (
        <p className={styles.label} role="alert">
          {error}
        </p>
      ) : null}
      {onDeposit || onWithdraw ? (
        <div className={styles.actions}>
          {onDeposit ? <Button onClick={onDeposit}>{t`Deposit`}</Button> : null}
          {onWithdraw ? (
            <Button tone="neutral" onClick={onWithdraw}>
              {t`Withdraw`}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
