import { formatMinorUnits, formatPlainNumber } from '@lobbykit/core/format/money'

/**
 * Formats an amount in minor units as money with the currency's real number of decimals (core's one money
 * formatter): `formatMoney(1254075, 'PHP')` -> "₱12,540.75", `formatMoney(50000, 'VND')` -> "₫50,000".
 * An unknown currency code shows before the number.
 */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  return formatMinorUnits(minor, currency, locale)
}

/** Whole numbers with grouping: tokens, counts. */
export function formatCount(value: number, locale = 'en'): string {
  return formatPlainNumber(value, locale)
}
