import { dateLocaleFor } from '@lobbykit/core/i18n/languages'
import { formatMoney } from '@lobbykit/ui/format'
import { useCallback } from 'react'
import { useLanguage } from './useLanguage'
import { useShell } from './useShell'

/** Money in the tenant's currency and dates, both in the page language's date locale (docs/product.md#date-locales). */
export function useFormatters() {
  const { code } = useLanguage()
  const currency = useShell().site.currency
  const locale = dateLocaleFor(code)
  const money = useCallback((minor: number) => formatMoney(minor, currency, locale), [currency, locale])
  const date = useCallback(
    (iso: string) => {
      const value = new Date(iso)
      return Number.isNaN(value.getTime())
        ? iso
        : value.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
    },
    [locale],
  )
  return { money, date, locale }
}
