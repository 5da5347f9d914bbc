import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Mission, MissionPeriod } from '@lobbykit/contract/calls/missions'
import { claimMission } from '@lobbykit/core/api/missions/claimMission'
import { missions } from '@lobbykit/core/api/missions/missions'
import { afterWalletAction } from '@lobbykit/core/session/balance'
import { Button } from '@lobbykit/ui/Button'
import { Icon } from '@lobbykit/ui/Icon'
import { visuallyHidden } from '@lobbykit/ui/styles'
import { useEffect, useState } from 'react'
import * as formStyles from '../../shell/forms/forms.css'
import { Muted, Page, Panel } from '../../shell/Page'
import { callAndReport, useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useFormatters } from '../../shell/useMoney'
import * as styles from './engagement.css'
import { ProgressBar } from './ProgressBar'
import { useTimeLeft } from './useTimeLeft'

/** The time now, again every minute: what the "starts again in" lines count down from. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** What a mission asks, its progress and its reward, in the player's words and the tenant's currency. */
function useMissionTexts() {
  const { t } = useLingui()
  const { money, locale } = useFormatters()
  const count = (value: number) => value.toLocaleString(locale)
  const rewardText = (mission: Pick<Mission, 'reward' | 'reward_kind'>): string => {
    const tokens = mission.reward
    switch (mission.reward_kind) {
      case 'cash':
        return money(mission.reward)
      case 'bonus': {
        const amount = money(mission.reward)
        return t`${amount} bonus`
      }
      default:
        return t`${plural(tokens, { one: '# spin token', other: '# spin tokens' })}`
    }
  }
  return {
    goal(mission: Mission): string {
      const { target } = mission
      switch (mission.metric) {
        case 'rounds':
          return t`Play ${plural(target, { one: '# round', other: '# rounds' })} of any game`
        case 'turnover': {
          const amount = money(target)
          return t`Bet ${amount} in total`
        }
        case 'deposits': {
          const amount = money(target)
          return t`Deposit ${amount} in total`
        }
        case 'logins':
          return mission.period === 'daily'
            ? t`Sign in today`
            : t`Sign in on ${plural(target, { one: '# day', other: '# different days' })} this week`
      }
    },
    progress(mission: Mission): string {
      const shown = Math.min(mission.progress, mission.target)
      const isMoney = mission.metric === 'turnover' || mission.metric === 'deposits'
      const done = isMoney ? money(shown) : count(shown)
      const target = isMoney ? money(mission.target) : count(mission.target)
      return t`${done} of ${target}`
    },
    reward: rewardText,
    /** A bonus reward's wagering, or undefined when it turns into cash at once (or is no bonus). */
    wagering(mission: Pick<Mission, 'reward_kind' | 'wagering_multiple'>): string | undefined {
      const times = mission.wagering_multiple
      if (mission.reward_kind !== 'bonus' || times <= 0) return undefined
      return t`${plural(times, { one: 'Bet it once to turn it into cash', other: 'Bet it # times to turn it into cash' })}`
    },
    /** What the page says once a claim is paid. */
    claimed(answer: Pick<Mission, 'reward' | 'reward_kind'>): string {
      const reward = rewardText(answer)
      return answer.reward_kind === 'bonus'
        ? t`Reward claimed: ${reward} added to your bonus balance.`
        : t`Reward claimed: ${reward}.`
    },
  }
}

function MissionCard({
  mission,
  busy,
  onClaim,
}: {
  mission: Mission
  busy: boolean
  onClaim: (mission: Mission) => void
}) {
  const { t } = useLingui()
  const texts = useMissionTexts()
  const goal = texts.goal(mission)
  const reward = texts.reward(mission)
  const progress = texts.progress(mission)
  const wagering = texts.wagering(mission)
  const percent = Math.min(100, Math.floor((mission.progress / mission.target) * 100))
  const complete = mission.progress >= mission.target
  const look = mission.is_claimed ? styles.missionDone : complete ? styles.missionReady : ''
  return (
    <li className={`${styles.missionCard} ${look}`}>
      <div className={styles.missionTop}>
        <h3 className={styles.itemTitle}>{goal}</h3>
        <span className={styles.missionReward}>
          <Icon name="gift" size={16} />
          <span>
            <span className={visuallyHidden}>{t`Reward: ${reward}`}</span>
            <span aria-hidden="true">{reward}</span>
          </span>
        </span>
      </div>
      {wagering ? <p className={styles.itemMeta}>{wagering}</p> : null}
      <ProgressBar label={goal} percent={percent} valueText={progress} />
      <div className={styles.missionBottom}>
        <span className={styles.itemMeta}>{progress}</span>
        {mission.is_claimed ? (
          <span className={styles.missionState}>
            <Icon name="check" size={16} />
            {t`Claimed`}
          </span>
        ) : complete ? (
          <Button tone="accent" size="sm" busy={busy} onClick={() => onClaim(mission)}>
            {t`Claim`}
          </Button>
        ) : (
          <span className={styles.missionState}>{t`${percent}% done`}</span>
        )}
      </div>
    </li>
  )
}

/**
 * docs/product.md#missions: the tenant's daily and weekly missions with the player's progress from what they
 * really did this period; a completed one is claimed once and its reward lands at once.
 */
export function MissionPage() {
  const { t } = useLingui()
  const runtime = useRuntime()
  const auth = useAuthFields()
  const list = useApiQuery(missions, auth)
  const texts = useMissionTexts()
  const timeLeft = useTimeLeft()
  const now = useMinuteClock()
  const [busy, setBusy] = useState<string>()
  const [claimed, setClaimed] = useState<ReadonlySet<string>>(new Set())
  const [notice, setNotice] = useState<string>()

  const claim = async (mission: Mission) => {
    if (!auth) return
    setBusy(mission.mission_code)
    const result = await callAndReport(runtime, claimMission, { ...auth, mission_code: mission.mission_code })
    setBusy(undefined)
    if (!result.ok) {
      // The list may be out of date (a mission ended, a new period began): show what stands now.
      list.reload()
      return
    }
    setClaimed((codes) => new Set(codes).add(mission.mission_code))
    setNotice(texts.claimed(result.data))
    // The header shows cash and bonus: a bonus reward changes the second, which the refresh reads.
    await afterWalletAction(runtime, result.data.balance)
  }

  const all = (list.data?.value ?? []).map((mission) =>
    claimed.has(mission.mission_code) ? { ...mission, is_claimed: true } : mission,
  )
  const sections: { period: MissionPeriod; label: string }[] = [
    { period: 'daily', label: t`Daily missions` },
    { period: 'weekly', label: t`Weekly missions` },
  ]
  return (
    <Page
      title={t`Missions`}
      lead={t`Complete a mission, then claim its reward. Progress counts what you do from the start of each day or week (UTC).`}
    >
      {notice ? (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {list.status === 'loading' ? <Muted>{t`Loading…`}</Muted> : null}
      {list.status === 'success' && all.length === 0 ? (
        <Panel>
          <Muted>{t`There are no missions for you right now. New missions appear here.`}</Muted>
        </Panel>
      ) : null}
      {sections.map(({ period, label }) => {
        const ofPeriod = all.filter((mission) => mission.period === period)
        const first = ofPeriod[0]
        if (!first) return null
        const left = timeLeft(first.ends_at, now)
        return (
          <Panel key={period} label={label}>
            <div className={styles.missionHeading}>
              <h2 className={styles.sectionTitle}>{label}</h2>
              <span className={styles.itemMeta}>{t`New missions in ${left}`}</span>
            </div>
            <ul className={styles.missionList}>
              {ofPeriod.map((mission) => (
                <MissionCard
                  key={mission.mission_code}
                  mission={mission}
                  busy={busy === mission.mission_code}
                  onClaim={(chosen) => void claim(chosen)}
                />
              ))}
            </ul>
          </Panel>
        )
      })}
    </Page>
  )
}
