import { useLingui } from '@lingui/react/macro'
import { vip } from '@lobbykit/core/api/auth/vip'
import { vipSummaryFrom } from '@lobbykit/core/session/vipSummary'
import { Facts, Muted, Page, Panel } from '../../shell/Page'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useFormatters } from '../../shell/useMoney'
import * as styles from './engagement.css'
import { ProgressBar } from './ProgressBar'

function Progress({ label, percent }: { label: string; percent: number }) {
  return (
    <div>
      <p className={styles.itemMeta}>
        {label}: {Math.round(percent)}%
      </p>
      <ProgressBar label={label} percent={percent} />
    </div>
  )
}

/** The player's VIP level and the way to the next one (progress capped at 100 %, docs/product.md#vip-progress). */
export function VipPage() {
  const { t } = useLingui()
  const result = useApiQuery(vip, useAuthFields())
  const { money } = useFormatters()
  if (!result.data)
    return <Page title={t`VIP`}>{result.status === 'loading' ? <Muted>{t`Loading…`}</Muted> : null}</Page>
  const summary = vipSummaryFrom(result.data.nextLevel[0], result.data.summary)
  return (
    <Page title={t`VIP`} lead={summary.currentLevel}>
      <Facts
        items={[
          { label: t`Current level`, value: summary.currentLevel },
          { label: t`Next level`, value: summary.nextLevel || t`Top level reached` },
          { label: t`Total deposit`, value: money(summary.totalDeposit) },
          { label: t`Total turnover`, value: money(summary.totalTurnover) },
        ]}
      />
      <Panel label={t`Progress to the next level`}>
        <Progress label={t`Deposit`} percent={summary.depoProgress} />
        <Progress label={t`Turnover`} percent={summary.toProgress} />
      </Panel>
    </Page>
  )
}
