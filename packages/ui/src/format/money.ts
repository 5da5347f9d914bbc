const formatters = new Map<string, Intl.NumberFormat>()

/**
 * Formats an amount in minor units (centavos) as money: `formatMoney(1254075, 'PHP')` -> "₱12,540.75".
 * An unknown currency code falls back to the code before the number.
 */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  const key = `${locale}|${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      })
    } catch {
      formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      formatters.set(key, formatter)
      return `${currency} ${formatter.format(minor / 100)}`
    }
    formatters.set(key, formatter)
  }
  const text = formatter.format(minor / 100)
  return formatter.resolvedOptions().style === 'currency' ? text : `${currency} ${text}`
}

/** Whole numbers with grouping: tokens, counts. */
export function formatCount(value: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale).format(value)
}
