import { useLingui } from '@lingui/react/macro'
import { vipBenefitLength, vipBenefitsMax, vipLevelsMax } from '@lobbykit/contract/calls/vip'
import { currencyExponent } from '@lobbykit/contract/currency'
import type { VipLevelSetting } from '@lobbykit/contract/tenantConfig'
import { useState } from 'react'
import { RecordList } from '../../forms/RecordList'
import * as page from '../../shell/page.css'
import { countOf, majorText, minorOf } from './amounts'
import type { SectionProps } from './ListsSection'

/** A level as the form holds it: every field as typed, amounts in major units, the benefits one per line. */
type LevelRow = {
  level: string
  name: string
  min_deposit: string
  min_turnover: string
  level_up_reward: string
  benefits: string
}

const rowOf = (entry: VipLevelSetting, exponent: number): LevelRow => ({
  level: String(entry.level),
  name: entry.name,
  min_deposit: majorText(entry.min_deposit, exponent),
  min_turnover: majorText(entry.min_turnover, exponent),
  level_up_reward: majorText(entry.level_up_reward, exponent),
  benefits: entry.benefits.join('\n'),
})

/** The benefit lines as typed, blank lines left out. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

/** The level in the document's units (NaN where a field is not a number: the save is refused, naming it). */
const entryOf = (row: LevelRow, exponent: number): VipLevelSetting => ({
  level: countOf(row.level),
  name: row.name.trim(),
  min_deposit: minorOf(row.min_deposit, exponent),
  min_turnover: minorOf(row.min_turnover, exponent),
  level_up_reward: minorOf(row.level_up_reward, exponent),
  benefits: linesOf(row.benefits),
})

/**
 * The tenant's VIP levels (docs/operators.md#vip): what each level needs in total deposits and turnover, the reward
 * reaching it pays once, and up to five benefit lines shown to players as written; amounts in the tenant's currency,
 * kept in minor units by the document.
 */
export function VipSection({ config, onChange, currency }: SectionProps & { currency: string }) {
  const { t } = useLingui()
  const exponent = currencyExponent(currency)
  const [rows, setRows] = useState(() => config.vip_levels.map((entry) => rowOf(entry, exponent)))
  const example = majorText(100_000, exponent)
  const checkAmount = (text: string) =>
    Number.isNaN(minorOf(text, exponent))
      ? t`Write an amount in ${currency}, like ${example} (0 for none).`
      : undefined
  const checkLevel = (text: string) => {
    const level = countOf(text)
    return Number.isNaN(level) || level < 1 ? t`Write a whole number from 1.` : undefined
  }
  const checkBenefits = (text: string) => {
    const lines = linesOf(text)
    if (lines.length > vipBenefitsMax) return t`At most ${vipBenefitsMax} benefit lines.`
    if (lines.some((line) => line.length > vipBenefitLength))
      return t`Each benefit line is at most ${vipBenefitLength} characters.`
    return undefined
  }
  const next = rows.length + 1
  return (
    <div className={page.panel}>
      <p className={page.muted}>
        {t`A player reaches a VIP level when their total deposits and their total bets both reach its requirements; the highest level reached is theirs. A level's reward is paid once, to the game balance, when the player claims it on the VIP page; 0 pays nothing. The VIP page already names the reward: write only benefits your team really gives, one per line.`}
      </p>
      <RecordList<LevelRow>
        label={t`VIP levels`}
        itemLabel={(index) => t`VIP level ${index + 1}`}
        rows={rows}
        max={vipLevelsMax}
        empty={{
          level: String(next),
          name: '',
          min_deposit: majorText(0, exponent),
          min_turnover: majorText(0, exponent),
          level_up_reward: majorText(0, exponent),
          benefits: '',
        }}
        fields={[
          { key: 'level', label: t`Level number (from 1, going up)`, check: checkLevel },
          { key: 'name', label: t`Level name, as players see it` },
          { key: 'min_deposit', label: t`Total deposits needed in ${currency}`, check: checkAmount },
          { key: 'min_turnover', label: t`Total bets needed in ${currency}`, check: checkAmount },
          { key: 'level_up_reward', label: t`Level-up reward in ${currency}`, check: checkAmount },
          {
            key: 'benefits',
            label: t`Benefits, one per line (up to ${vipBenefitsMax})`,
            kind: 'long',
            check: checkBenefits,
          },
        ]}
        onChange={(changed) => {
          setRows(changed)
          onChange({ ...config, vip_levels: changed.map((row) => entryOf(row, exponent)) })
        }}
      />
    </div>
  )
}
