import { useLingui } from '@lingui/react/macro'
import {
  type LeaderboardCategory,
  type LeaderboardMetric,
  type LeaderboardPeriod,
  leaderboardCategories,
  leaderboardTopSize,
} from '@lobbykit/contract/calls/leaderboards'
import { currencyExponent } from '@lobbykit/contract/currency'
import { type LeaderboardEntry, leaderboardsMax } from '@lobbykit/contract/tenantConfig'
import { useState } from 'react'
import { RecordList } from '../../forms/RecordList'
import * as page from '../../shell/page.css'
import { majorText, minorOf } from './amounts'
import { categoryNames } from './categoryNames'
import type { SectionProps } from './ListsSection'
import { usePeriodicFields } from './periodicFields'

/** A board as the form holds it: every field as typed, the prizes as one line of major amounts. */
type BoardRow = {
  code: string
  period: LeaderboardPeriod
  category: LeaderboardCategory
  metric: LeaderboardMetric
  prizes: string
}

/** The prizes as the operator types them: major amounts from the first rank down, separated by commas. */
const prizesText = (prizes: readonly number[], exponent: number) =>
  prizes.map((prize) => majorText(prize, exponent)).join(', ')

/** Each typed prize in minor units (NaN where one is not an amount: the save is refused, naming it). */
const prizesOf = (text: string, exponent: number) =>
  text.trim() === '' ? [] : text.split(',').map((part) => minorOf(part, exponent))

const rowOf = (entry: LeaderboardEntry, exponent: number): BoardRow => ({
  ...entry,
  prizes: prizesText(entry.prizes, exponent),
})

const entryOf = (row: BoardRow, exponent: number): LeaderboardEntry => ({
  ...row,
  code: row.code.trim(),
  prizes: prizesOf(row.prizes, exponent),
})

/**
 * The tenant's leaderboards (docs/operators.md#leaderboards): which rounds each ranks and by what, over a day or a
 * week, and the cash prize of each rank, typed in the tenant's currency; the document keeps them in minor units.
 */
export function LeaderboardsSection({ config, onChange, currency }: SectionProps & { currency: string }) {
  const { t, i18n } = useLingui()
  const periodicFields = usePeriodicFields<BoardRow>()
  const exponent = currencyExponent(currency)
  const [rows, setRows] = useState(() => config.leaderboards.map((entry) => rowOf(entry, exponent)))
  const example = prizesText([100_000, 50_000, 25_000], exponent)
  const checkPrizes = (text: string) => {
    const prizes = prizesOf(text, exponent)
    if (prizes.length === 0) return t`Give at least the first rank's prize.`
    const bad = text.split(',').find((part) => Number.isNaN(minorOf(part, exponent)))
    if (bad !== undefined) {
      const typed = bad.trim()
      return t`"${typed}" is not an amount in ${currency}: write each prize like ${example}.`
    }
    if (prizes.some((prize) => prize < 1)) return t`Each prize must be more than 0.`
    if (prizes.length > leaderboardTopSize) return t`At most ${leaderboardTopSize} ranks win a prize.`
    const rising = prizes.findIndex((prize, index) => index > 0 && prize > (prizes[index - 1] ?? 0))
    if (rising > 0) {
      const rank = rising + 1
      return t`Rank ${rank} cannot win more than the rank above it.`
    }
    return undefined
  }
  return (
    <div className={page.panel}>
      <p className={page.muted}>
        {t`A leaderboard ranks the players by what they really played in a day or a week (from midnight UTC; a week starts on Monday): the amount they bet, or their biggest win over its stake in one round. When the period ends, each ranked player's prize goes to their game balance.`}
      </p>
      <RecordList<BoardRow>
        label={t`Leaderboards`}
        itemLabel={(index) => t`Leaderboard ${index + 1}`}
        rows={rows}
        max={leaderboardsMax}
        empty={{ code: '', period: 'daily', category: 'all', metric: 'turnover', prizes: example }}
        fields={[
          ...periodicFields,
          {
            key: 'category',
            label: t`Games`,
            kind: 'select',
            options: leaderboardCategories.map((category) => [category, i18n._(categoryNames[category])]),
          },
          {
            key: 'metric',
            label: t`Ranked by`,
            kind: 'select',
            options: [
              ['turnover', t`Amount bet`],
              ['multiplier', t`Biggest win over its stake in one round`],
            ],
          },
          {
            key: 'prizes',
            label: t`Prizes in ${currency} from the first rank, separated by commas`,
            check: checkPrizes,
          },
        ]}
        onChange={(next) => {
          setRows(next)
          onChange({ ...config, leaderboards: next.map((row) => entryOf(row, exponent)) })
        }}
      />
    </div>
  )
}
