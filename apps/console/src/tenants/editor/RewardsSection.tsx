import { useLingui } from '@lingui/react/macro'
import type { MissionMetric, MissionPeriod, MissionRewardKind } from '@lobbykit/contract/calls/missions'
import { currencyExponent } from '@lobbykit/contract/currency'
import type { MissionEntry } from '@lobbykit/contract/tenantConfig'
import { TextField } from '@lobbykit/ui/TextField'
import { useState } from 'react'
import { RecordList } from '../../forms/RecordList'
import * as page from '../../shell/page.css'
import { countOf, majorText, minorOf } from './amounts'
import type { SectionProps } from './ListsSection'
import { usePeriodicFields } from './periodicFields'

/** A mission as the form holds it: every field as typed, amounts in the currency's major unit. */
type MissionRow = {
  code: string
  period: MissionPeriod
  metric: MissionMetric
  target: string
  reward_kind: MissionRewardKind
  reward: string
  wagering_multiple: string
}

const isMoneyMetric = (metric: MissionMetric) => metric === 'turnover' || metric === 'deposits'
/** Cash and bonus rewards are amounts; spin tokens a count. */
const isMoneyReward = (kind: MissionRewardKind) => kind !== 'minigame_token'

function rowOf(entry: MissionEntry, exponent: number): MissionRow {
  return {
    ...entry,
    target: isMoneyMetric(entry.metric) ? majorText(entry.target, exponent) : String(entry.target),
    reward: isMoneyReward(entry.reward_kind) ? majorText(entry.reward, exponent) : String(entry.reward),
    wagering_multiple: String(entry.wagering_multiple),
  }
}

function entryOf(row: MissionRow, exponent: number): MissionEntry {
  return {
    ...row,
    code: row.code.trim(),
    target: isMoneyMetric(row.metric) ? minorOf(row.target, exponent) : countOf(row.target),
    reward: isMoneyReward(row.reward_kind) ? minorOf(row.reward, exponent) : countOf(row.reward),
    // Only a bonus is wagered: another kind keeps 0, whatever the hidden field held.
    wagering_multiple: row.reward_kind === 'bonus' ? countOf(row.wagering_multiple) : 0,
  }
}

type RewardsProps = SectionProps & { currency: string }

/** The referral commission (docs/operators.md#referral): a percent of a friend's first deposit, with a cap. */
function ReferralFields({ config, onChange, currency }: RewardsProps) {
  const { t } = useLingui()
  const exponent = currencyExponent(currency)
  const [percent, setPercent] = useState(String(config.referral.percent))
  const [cap, setCap] = useState(majorText(config.referral.cap, exponent))
  const save = (next: { percent: string; cap: string }) =>
    onChange({ ...config, referral: { percent: countOf(next.percent), cap: minorOf(next.cap, exponent) } })
  return (
    <fieldset className={page.fieldset}>
      <legend className={page.legend}>{t`Referral commission`}</legend>
      <p className={page.muted}>
        {t`A player earns this percent of each referred friend's first approved deposit, claimed from their Refer a friend page. 0 % pays nothing; a cap of 0 means no cap.`}
      </p>
      <div className={page.formGrid}>
        <TextField
          label={t`Percent of the first deposit (0 to 50)`}
          name="referral-percent"
          inputMode="numeric"
          value={percent}
          onChange={(value) => {
            setPercent(value)
            save({ percent: value, cap })
          }}
        />
        <TextField
          label={t`Most per friend, in ${currency}`}
          name="referral-cap"
          inputMode="decimal"
          value={cap}
          onChange={(value) => {
            setCap(value)
            save({ percent, cap: value })
          }}
        />
      </div>
    </fieldset>
  )
}

/**
 * The tenant's rewards: the referral commission and the missions (docs/operators.md#missions): what each counts,
 * over a day or a week, and what it pays. Amounts are typed in the tenant's currency; the document keeps them in
 * minor units.
 */
export function RewardsSection(props: RewardsProps) {
  const { config, onChange, currency } = props
  const { t } = useLingui()
  const periodicFields = usePeriodicFields<MissionRow>()
  const exponent = currencyExponent(currency)
  const [rows, setRows] = useState(() => config.missions.map((entry) => rowOf(entry, exponent)))
  const amountHint = exponent > 0 ? `${currency} ${majorText(50_000, exponent)}` : `${currency} 500`
  return (
    <div className={page.panel}>
      <ReferralFields {...props} />
      <p className={page.muted}>
        {t`A mission counts what a player really does in a day or a week (from midnight UTC; a week starts on Monday), and pays its reward once per period when the player claims it. Cash rewards go to the game balance, spin tokens to the lucky spin.`}{' '}
        {t`A bonus reward goes to the bonus balance: it joins the player's active bonus or starts one on every game, and turns into cash once bet the wagering multiple times over (0: at once).`}
      </p>
      <RecordList<MissionRow>
        label={t`Missions`}
        itemLabel={(index) => t`Mission ${index + 1}`}
        rows={rows}
        max={20}
        empty={{
          code: '',
          period: 'daily',
          metric: 'rounds',
          target: '10',
          reward_kind: 'minigame_token',
          reward: '1',
          wagering_multiple: '0',
        }}
        fields={[
          ...periodicFields,
          {
            key: 'metric',
            label: t`What it counts`,
            kind: 'select',
            options: [
              ['rounds', t`Rounds played`],
              ['turnover', t`Amount bet`],
              ['deposits', t`Amount deposited`],
              ['logins', t`Days with a sign-in`],
            ],
          },
          { key: 'target', label: t`Target: a count, or an amount like ${amountHint}` },
          {
            key: 'reward_kind',
            label: t`Reward`,
            kind: 'select',
            options: [
              ['cash', t`Cash`],
              ['minigame_token', t`Spin tokens`],
              ['bonus', t`Bonus (bet before cash)`],
            ],
          },
          { key: 'reward', label: t`Reward: an amount like ${amountHint}, or a number of tokens` },
          {
            key: 'wagering_multiple',
            label: t`Wagering: times the bonus is bet before it is cash (0 to 100)`,
            shown: (row) => row.reward_kind === 'bonus',
          },
        ]}
        onChange={(next) => {
          setRows(next)
          onChange({ ...config, missions: next.map((row) => entryOf(row, exponent)) })
        }}
      />
    </div>
  )
}
