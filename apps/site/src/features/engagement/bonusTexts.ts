import { useLingui } from '@lingui/react/macro'
import type { BonusOffer, PlayerBonus } from '@lobbykit/contract/calls/bonus'
import { useCallback } from 'react'
import { useCategoryLabel } from '../../i18n/labels'
import { useFormatters } from '../../shell/useMoney'

/**
 * A deposit bonus in the player's words (docs/product.md#deposit-bonus), written here from the numbers in every
 * language: the API's `progress_text` is English only. Money in the tenant's currency.
 */
export function useBonusTexts() {
  const { t } = useLingui()
  const { money, locale } = useFormatters()
  const categoryLabel = useCategoryLabel()
  const games = useCallback(
    (categories: readonly string[]) =>
      new Intl.ListFormat(locale, { type: 'disjunction' }).format(categories.map(categoryLabel)),
    [locale, categoryLabel],
  )
  return {
    /** What the offer pays, in one line. */
    headline(offer: Pick<BonusOffer, 'percent' | 'max_bonus'>): string {
      const percent = offer.percent
      const most = money(offer.max_bonus)
      return t`${percent}% of your next deposit as bonus, up to ${most}`
    },
    /** What it takes to qualify and to turn the bonus into cash. */
    conditions(offer: Pick<BonusOffer, 'min_deposit' | 'wagering_multiple' | 'categories'>): string[] {
      const least = money(offer.min_deposit)
      const times = offer.wagering_multiple
      const where = games(offer.categories)
      return [
        offer.min_deposit > 0 ? t`Deposit at least ${least}.` : t`Any deposit qualifies.`,
        times > 0
          ? t`Bet ${times} times the bonus on ${where} to turn it into cash.`
          : t`The bonus is cash at once.`,
        t`Withdrawing before then forfeits the bonus.`,
      ]
    },
    /** Where the player's bonus stands, in one or two sentences. */
    progress(bonus: PlayerBonus): string {
      const least = money(bonus.min_deposit)
      const held = money(bonus.bonus_balance)
      const left = money(Math.max(0, bonus.wagering_required - bonus.wagered))
      const where = games(bonus.categories)
      switch (bonus.status) {
        case 'opted_in':
          return t`You are in. Deposit at least ${least} and we add your bonus.`
        case 'active':
          // A mission's own bonus (no offer) counts every game.
          return bonus.offer_code === ''
            ? t`Bet ${left} more on any game and your bonus of ${held} turns into cash.`
            : t`Bet ${left} more on ${where} and your bonus of ${held} turns into cash.`
        case 'completed':
          return t`Wagering complete: your bonus is now cash you can withdraw.`
        case 'forfeited':
          return t`This bonus was forfeited when you withdrew.`
        case 'expired':
          return t`The offer ended before a qualifying deposit.`
      }
    },
    /** How much of the wagering is done, for the progress bar. */
    wagered(bonus: PlayerBonus): string {
      const done = money(Math.min(bonus.wagered, bonus.wagering_required))
      const target = money(bonus.wagering_required)
      return t`${done} of ${target} wagered`
    },
  }
}
