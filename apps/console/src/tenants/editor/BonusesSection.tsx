import { useLingui } from '@lingui/react/macro'
import { productCategoryKeys } from '@lobbykit/contract/categories'
import { currencyExponent } from '@lobbykit/contract/currency'
import {
  type DepositBonusSetting,
  depositBonusesMax,
  depositBonusIssues,
  depositBonusSettingSchema,
} from '@lobbykit/contract/tenantConfig'
import { useState } from 'react'
import { RecordList } from '../../forms/RecordList'
import * as page from '../../shell/page.css'
import { countOf, majorText, minorOf } from './amounts'
import { categoryNames } from './categoryNames'
import type { SectionProps } from './ListsSection'

/**
 * An offer as the form holds it: every field as typed, amounts in major units, the categories' keys joined by
 * commas, the times as ISO timestamps ('' for none).
 */
type OfferRow = {
  code: string
  title: string
  terms: string
  local_title: string
  local_terms: string
  image_url: string
  percent: string
  max_bonus: string
  min_deposit: string
  wagering_multiple: string
  categories: string
  starts_at: string
  ends_at: string
}
type OfferField = keyof OfferRow

const rowOf = (offer: DepositBonusSetting, exponent: number): OfferRow => ({
  code: offer.code,
  title: offer.title,
  terms: offer.terms,
  local_title: offer.local_title,
  local_terms: offer.local_terms,
  image_url: offer.image_url,
  percent: String(offer.percent),
  max_bonus: majorText(offer.max_bonus, exponent),
  min_deposit: majorText(offer.min_deposit, exponent),
  wagering_multiple: String(offer.wagering_multiple),
  categories: offer.categories.join(','),
  starts_at: offer.starts_at,
  ends_at: offer.ends_at ?? '',
})

/** The offer in the document's units (NaN where a number is not one: the save is refused, naming the field). */
const entryOf = (row: OfferRow, exponent: number): DepositBonusSetting => ({
  code: row.code.trim(),
  title: row.title.trim(),
  terms: row.terms.trim(),
  local_title: row.local_title.trim(),
  local_terms: row.local_terms.trim(),
  image_url: row.image_url.trim(),
  percent: countOf(row.percent),
  max_bonus: minorOf(row.max_bonus, exponent),
  min_deposit: minorOf(row.min_deposit, exponent),
  wagering_multiple: countOf(row.wagering_multiple),
  categories: row.categories.split(',').filter(Boolean),
  starts_at: row.starts_at,
  ends_at: row.ends_at === '' ? null : row.ends_at,
})

/**
 * What the contract refuses in each offer, by field: the zod issue's code for a field of one offer, `twice` for a
 * code another offer has, `ends` for a period that does not end after it starts (depositBonusIssues).
 */
export function offerIssues(offers: readonly DepositBonusSetting[]): Partial<Record<OfferField, string>>[] {
  const found = offers.map((offer) => {
    const parsed = depositBonusSettingSchema.safeParse(offer)
    const issues: Partial<Record<OfferField, string>> = {}
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0] as OfferField
      issues[field] ??= issue.code
    }
    return issues
  })
  for (const { path } of depositBonusIssues(offers)) {
    const [, index, field] = path as [string, number, OfferField]
    const issues = found[index]
    if (issues) issues[field] = field === 'code' ? 'twice' : 'ends'
  }
  return found
}

/** Now to the minute, as the start of a new offer. */
const thisMinute = () => {
  const now = new Date()
  now.setSeconds(0, 0)
  return now.toISOString()
}

/**
 * The tenant's deposit bonus offers (docs/product.md#deposit-bonus): the percent of a qualifying deposit paid to the
 * bonus balance, its most and the least deposit, how many times the bonus is staked on games of the eligible
 * categories before it turns into cash, and when players may opt in. Amounts are typed in the tenant's currency;
 * the document keeps them in minor units. The contract's rules are checked as the operator types, each next to its
 * field, and what was typed stays.
 */
export function BonusesSection({ config, onChange, currency }: SectionProps & { currency: string }) {
  const { t, i18n } = useLingui()
  const exponent = currencyExponent(currency)
  const [rows, setRows] = useState(() =>
    (config.deposit_bonuses ?? []).map((offer) => rowOf(offer, exponent)),
  )
  const issues = offerIssues(rows.map((row) => entryOf(row, exponent)))
  const example = majorText(50_000, exponent)
  const messageOf = (field: OfferField, code: string): string => {
    if (code === 'too_big' && (field === 'max_bonus' || field === 'min_deposit'))
      return t`That is more than an offer can hold.`
    switch (field) {
      case 'code':
        return code === 'twice'
          ? t`Another offer has this code: give each offer its own.`
          : t`Write 1 to 40 lower-case letters, digits or dashes, not starting with a dash.`
      case 'title':
        return code === 'too_big' ? t`A title is at most 80 characters.` : t`Give the offer a title.`
      case 'local_title':
        return t`A title is at most 80 characters.`
      case 'terms':
      case 'local_terms':
        return t`The terms are at most 2000 characters.`
      case 'image_url':
        return t`An address is at most 500 characters.`
      case 'percent':
        return t`Write a whole percent from 1 to 1000.`
      case 'max_bonus':
        return t`Write an amount in ${currency} above 0, like ${example}.`
      case 'min_deposit':
        return t`Write an amount in ${currency}, like ${example} (0 for none).`
      case 'wagering_multiple':
        return t`Write a whole number from 0 to 100.`
      case 'categories':
        return t`Pick at least one game category.`
      case 'starts_at':
        return t`Give the date and time the offer starts.`
      case 'ends_at':
        return t`An offer must end after it starts.`
    }
  }
  return (
    <div className={page.panel}>
      <p className={page.muted}>
        {t`A player opts in to a running offer on the site; their next approved deposit of at least the minimum, while the offer runs, credits the percent of it (at most the maximum) to their bonus balance. The bonus turns into cash once the player has bet it the wagering number of times over on games of the chosen categories. Players may opt in from its start to its end; with no end, until you remove it. An offer removed while players hold its bonuses is ended and kept.`}
      </p>
      <RecordList<OfferRow>
        label={t`Deposit bonuses`}
        itemLabel={(index) => t`Offer ${index + 1}`}
        rows={rows}
        max={depositBonusesMax}
        empty={{
          code: '',
          title: '',
          terms: '',
          local_title: '',
          local_terms: '',
          image_url: '',
          percent: '100',
          max_bonus: example,
          min_deposit: majorText(10_000, exponent),
          wagering_multiple: '20',
          categories: 'slot_game,fishing',
          starts_at: thisMinute(),
          ends_at: '',
        }}
        fields={[
          { key: 'code', label: t`Code (lower-case letters, digits and dashes; keep it when editing)` },
          { key: 'title', label: t`Title, as players see it` },
          { key: 'terms', label: t`Terms, as players see them`, kind: 'long' },
          { key: 'local_title', label: t`Title in the local language` },
          { key: 'local_terms', label: t`Terms in the local language`, kind: 'long' },
          { key: 'image_url', label: t`Banner picture address (optional)` },
          { key: 'percent', label: t`Percent of the deposit paid as bonus` },
          { key: 'max_bonus', label: t`Most bonus in ${currency}` },
          { key: 'min_deposit', label: t`Least deposit in ${currency}` },
          { key: 'wagering_multiple', label: t`Times the bonus must be bet (0 to 100)` },
          {
            key: 'categories',
            label: t`Games the bets count on (at least one)`,
            kind: 'choices',
            options: productCategoryKeys.map((category) => [category, i18n._(categoryNames[category])]),
          },
          { key: 'starts_at', label: t`Starts`, kind: 'datetime' },
          { key: 'ends_at', label: t`Ends (leave empty for no end)`, kind: 'datetime' },
        ]}
        issues={(index) => {
          const found = issues[index] ?? {}
          return Object.fromEntries(
            Object.entries(found).map(([field, code]) => [field, messageOf(field as OfferField, code)]),
          )
        }}
        onChange={(next) => {
          setRows(next)
          onChange({ ...config, deposit_bonuses: next.map((row) => entryOf(row, exponent)) })
        }}
      />
    </div>
  )
}
