import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { formatMoney } from '../format/money'
import { useNumberLocale } from '../format/useNumberLocale'
import { Icon } from '../Icon/Icon'
import * as styles from './VipWidget.css'

/** The VIP summary of docs/product.md#vip-summary. */
export interface VipSummary {
  currentLevel: string
  nextLevel?: string
  totalDeposit: number
  /** Percent towards the next level by deposit. */
  depoProgress: number
  totalTurnover: number
  /** Percent towards the next level by turnover. */
  toProgress: number
}

export interface VipWidgetProps {
  vip: VipSummary
  currency: string
  loading?: boolean
}

/** docs/product.md#vip-progress: progress is capped at 100% (and never below 0). */
export function capProgress(percent: number): number {
  if (!Number.isFinite(percent)) return 0
  return Math.min(100, Math.max(0, percent))
}

function Meter({ label, value, percent }: { label: string; value: string; percent: number }) {
  const id = useId()
  const capped = capProgress(percent)
  return (
    <div className={styles.meter}>
      <div className={styles.meterHead}>
        <span id={id}>{label}</span>
        <span className={styles.meterValue}>
          {value} · {Math.round(capped)}%
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(capped)}
      >
        <div className={styles.fill} style={{ width: `${capped}%` }} />
      </div>
    </div>
  )
}

/** The player's VIP level and progress to the next by deposit and by turnover. */
export function VipWidget({ vip, currency, loading = false }: VipWidgetProps) {
  const { t } = useLingui()
  const locale = useNumberLocale()
  const nextLevel = vip.nextLevel
  return (
    <section className={styles.root} aria-label={t`VIP progress`} aria-busy={loading}>
      <div className={styles.head}>
        <span className={styles.badge}>
          <Icon name="crown" size={24} />
        </span>
        <div>
          <p className={styles.level}>VIP {vip.currentLevel}</p>
          <p className={styles.next}>{nextLevel ? t`Next: ${nextLevel}` : t`Top level reached`}</p>
        </div>
      </div>
      <Meter
        label={t`Deposits`}
        value={formatMoney(vip.totalDeposit, currency, locale)}
        percent={vip.depoProgress}
      />
      <Meter
        label={t`Turnover`}
        value={formatMoney(vip.totalTurnover, currency, locale)}
        percent={vip.toProgress}
      />
    </section>
  )
}
