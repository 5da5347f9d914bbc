import { useLingui } from '@lingui/react/macro'
import type { VipLevel } from '@lobbykit/contract/calls/vip'
import { vip } from '@lobbykit/core/api/auth/vip'
import { claimVipReward } from '@lobbykit/core/api/vip/claimVipReward'
import { vipLevels } from '@lobbykit/core/api/vip/vipLevels'
import { afterWalletAction } from '@lobbykit/core/session/balance'
import { vipSummaryFrom } from '@lobbykit/core/session/vipSummary'
import { Button } from '@lobbykit/ui/Button'
import { Icon } from '@lobbykit/ui/Icon'
import { useRef, useState } from 'react'
import * as formStyles from '../../shell/forms/forms.css'
import { Facts, Muted, Page, Panel } from '../../shell/Page'
import { callAndReport, useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useFormatters } from '../../shell/useMoney'
import * as styles from './engagement.css'
import * as boardStyles from './leaderboard.css'
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

/** What a level needs, in the player's words and the tenant's currency. */
function useRequirement() {
  const { t } = useLingui()
  const { money } = useFormatters()
  return (level: VipLevel): string => {
    const deposit = money(level.min_deposit)
    const turnover = money(level.min_turnover)
    if (level.min_deposit > 0 && level.min_turnover > 0)
      return t`Deposit ${deposit} and bet ${turnover} in total`
    if (level.min_deposit > 0) return t`Deposit ${deposit} in total`
    if (level.min_turnover > 0) return t`Bet ${turnover} in total`
    return t`Open to every player`
  }
}

function LevelCard({
  level,
  claimed,
  busy,
  onClaim,
}: {
  level: VipLevel
  claimed: boolean
  busy: boolean
  onClaim: (level: VipLevel) => void
}) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const requirement = useRequirement()
  const reward = money(level.level_up_reward)
  const name = level.name
  // docs/product.md#vip-rewards: the reward's line is written by the product, the operator's lines shown as written.
  const benefits = [
    ...(level.level_up_reward > 0 ? [t`Level-up reward of ${reward}`] : []),
    ...level.benefits,
  ]
  return (
    <li
      className={level.is_current ? styles.levelCardOwn : styles.levelCard}
      aria-current={level.is_current || undefined}
    >
      <div className={styles.levelHead}>
        <h3 className={styles.itemTitle}>
          {name}
          {level.is_current ? <span className={boardStyles.youBadge}>{t`Your level`}</span> : null}
        </h3>
        {level.level_up_reward === 0 ? null : claimed ? (
          <span className={styles.missionState}>
            <Icon name="check" size={16} />
            {t`Claimed`}
          </span>
        ) : level.is_reached ? (
          <Button tone="accent" size="sm" busy={busy} disabled={busy} onClick={() => onClaim(level)}>
            {t`Claim ${reward} for ${name}`}
          </Button>
        ) : (
          <span className={styles.itemMeta}>{t`Not reached yet`}</span>
        )}
      </div>
      <p className={styles.itemMeta}>{requirement(level)}</p>
      {benefits.length > 0 ? (
        <ul className={styles.benefitList}>
          {benefits.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/**
 * The player's VIP level, the way to the next one (progress capped at 100 %, docs/product.md#vip-progress) and every
 * level of the tenant's table with its requirement, level-up reward and benefits; a reached level's reward is claimed
 * once and lands at once (docs/product.md#vip-rewards).
 */
export function VipPage() {
  const { t } = useLingui()
  const runtime = useRuntime()
  const auth = useAuthFields()
  const result = useApiQuery(vip, auth)
  const levels = useApiQuery(vipLevels, auth)
  const { money } = useFormatters()
  const [busy, setBusy] = useState<number>()
  const [claimed, setClaimed] = useState<ReadonlySet<number>>(new Set())
  const [notice, setNotice] = useState<string>()
  // One idempotency key per level until its claim is answered: a retry after a lost answer pays nothing twice.
  const keys = useRef(new Map<number, string>())

  const claim = async (level: VipLevel) => {
    if (!auth) return
    const key = keys.current.get(level.level) ?? crypto.randomUUID()
    keys.current.set(level.level, key)
    setBusy(level.level)
    setNotice(undefined)
    const answer = await callAndReport(runtime, claimVipReward, {
      ...auth,
      level: level.level,
      request_id: key,
    })
    setBusy(undefined)
    if (!answer.ok) {
      // A refusal is final: the next try is a new claim. An answer lost on the way keeps its key for the retry.
      if (answer.error.details === undefined) keys.current.delete(level.level)
      // The table may be out of date (a level changed, a reward already paid): show what stands now.
      levels.reload()
      return
    }
    keys.current.delete(level.level)
    setClaimed((done) => new Set(done).add(level.level))
    const reward = money(answer.data.reward)
    const name = level.name
    setNotice(t`Level-up reward claimed: ${reward} for ${name}.`)
    await afterWalletAction(runtime, answer.data.balance)
  }

  if (!result.data)
    return <Page title={t`VIP`}>{result.status === 'loading' ? <Muted>{t`Loading…`}</Muted> : null}</Page>
  const summary = vipSummaryFrom(result.data.nextLevel[0], result.data.summary)
  const table = levels.data?.value ?? []
  return (
    <Page title={t`VIP`} lead={summary.currentLevel}>
      {notice ? (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      ) : null}
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
      {table.length > 0 ? (
        <Panel>
          <h2 className={styles.sectionTitle}>{t`VIP levels`}</h2>
          <p className={styles.itemMeta}>
            {t`A level is reached when your total deposits and your total bets both meet its requirement. Each level's reward is paid once: claim it here and it goes to your balance.`}
          </p>
          <ol className={styles.levelList} aria-label={t`Every VIP level, its requirement and its benefits`}>
            {table.map((level) => (
              <LevelCard
                key={level.level}
                level={level}
                claimed={level.is_claimed || claimed.has(level.level)}
                busy={busy === level.level}
                onClaim={(chosen) => void claim(chosen)}
              />
            ))}
          </ol>
        </Panel>
      ) : null}
    </Page>
  )
}
