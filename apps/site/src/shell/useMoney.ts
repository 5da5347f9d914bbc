import { currencyExponent } from '@lobbykit/contract/currency'
import {
  decimalSeparatorFor,
  formatMinorUnits,
  type MoneyFormatOptions,
  parseAmountInput,
} from '@lobbykit/core/format/money'
import { dateLocaleFor } from '@lobbykit/core/i18n/languages'
import { useCallback, useMemo } from 'react'
import { useLanguage } from './useLanguage'
import { useShell } from './useShell'

/**
 * Money in the tenant's currency with its real minor unit (docs/architecture.md#money) and dates, both in
 * the page language's date locale (docs/product.md#date-locales).
 */
export function useFormatters() {
  const { code } = useLanguage()
  const currency = useShell().site.currency
  const locale = dateLocaleFor(code)
  const money = useCallback(
    (minor: number, options?: MoneyFormatOptions) => formatMinorUnits(minor, currency, locale, options),
    [currency, locale],
  )
  const date = useCallback(
    (iso: string) => {
      const value = new Date(iso)
      return Number.isNaN(value.getTime())
        ? iso
        : value.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
    },
    [locale],
  )
  const amount = useMemo(
    () => ({
      /** How many decimals an amount of this currency has (0 for VND). */
      decimals: currencyExponent(currency),
      /** The decimal mark a player of this language types. */
      separator: decimalSeparatorFor(locale),
      /** What the player typed, as minor units; undefined when it is not an amount of this currency. */
      parse: (text: string) => parseAmountInput(text, currency, locale),
    }),
    [currency, locale],
  )
  return { money, date, locale, currency, amount }
}
