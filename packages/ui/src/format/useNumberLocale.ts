import { useLingui } from '@lingui/react'
import { dateLocaleFor } from '@lobbykit/core/i18n/languages'

/**
 * The locale a component writes numbers and money in: the active language's date locale
 * (docs/product.md#date-locales), so a count, a jackpot and a balance read as the header's balance does.
 * lingui's active locale is the language code in lower case, or `en` for a language without message files.
 */
export function useNumberLocale(): string {
  return dateLocaleFor(useLingui().i18n.locale)
}
