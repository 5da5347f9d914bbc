import { currencyExponent } from '@lobbykit/contract/currency'

/**
 * Money on screen (docs/architecture.md#money): amounts travel as integer minor units of the tenant's
 * currency, and the size of a minor unit is the currency's ISO 4217 exponent, not always a hundredth (VND has
 * none, BHD thousandths). The number is turned into its decimal text exactly (no division in floating point)
 * and formatted by `Intl.NumberFormat` in the page language's locale (docs/product.md#date-locales), always
 * with exactly the currency's number of decimals, so every minor unit shows.
 */

const formatters = new Map<string, Intl.NumberFormat | null>()

function currencyFormatter(currency: string, locale: string): Intl.NumberFormat | null {
  const key = `${locale}|${currency}`
  if (formatters.has(key)) return formatters.get(key) ?? null
  const digits = currencyExponent(currency)
  let formatter: Intl.NumberFormat | null
  try {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
  } catch {
    // A code Intl does not know (USDT, a typo): the plain number after the code.
    formatter = null
  }
  formatters.set(key, formatter)
  return formatter
}

function numberFormatter(digits: number, locale: string): Intl.NumberFormat {
  const key = `${locale}|#${digits}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * The exact decimal text of an amount of minor units in major units: `minorToDecimal(1254075, 'PHP')` is
 * `'12540.75'`, `minorToDecimal(50000, 'VND')` is `'50000'`, `minorToDecimal(-5, 'BHD')` is `'-0.005'`.
 */
export function minorToDecimal(minor: number, currency: string): `${number}` {
  const exponent = currencyExponent(currency)
  const whole = Math.trunc(minor)
  const digits = String(Math.abs(whole)).padStart(exponent + 1, '0')
  const sign = whole < 0 ? '-' : ''
  if (exponent === 0) return `${sign}${digits}` as `${number}`
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}` as `${number}`
}

export interface MoneyFormatOptions {
  /**
   * docs/product.md#decimal-display: zero shows as empty. For table cells such as a fee; a balance of zero is
   * still worth showing, so this is off by default.
   */
  zeroAsEmpty?: boolean
  /** Show a + before a positive amount (a statement line that adds money). */
  signed?: boolean
}

/**
 * An amount in minor units as money in the player's locale: `formatMinorUnits(1254075, 'PHP', 'en')` is
 * `₱12,540.75`, `formatMinorUnits(50000, 'VND', 'vi')` is `50.000 ₫`. An unknown currency code shows before
 * the number (`USDT 1.50`).
 */
export function formatMinorUnits(
  minor: number,
  currency: string,
  locale = 'en',
  options: MoneyFormatOptions = {},
): string {
  if (options.zeroAsEmpty && minor === 0) return ''
  const decimal = minorToDecimal(minor, currency)
  const formatter = currencyFormatter(currency, locale)
  const text = formatter
    ? formatter.format(decimal)
    : `${currency.toUpperCase()} ${numberFormatter(currencyExponent(currency), locale).format(decimal)}`
  return options.signed && minor > 0 ? `+${text}` : text
}

/** A number as the locale writes it by default (grouping, up to three decimals), formatter made once per locale. */
export function formatPlainNumber(value: number, locale = 'en'): string {
  return plainFormatter(locale).format(value)
}

function plainFormatter(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale)
    formatters.set(locale, formatter)
  }
  return formatter
}

/** The character the locale writes between whole units and decimals (`.` in English, `,` in Spanish). */
export function decimalSeparatorFor(locale = 'en'): '.' | ',' {
  const part = plainFormatter(locale)
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal')
  return part?.value === ',' ? ',' : '.'
}

/**
 * An amount of minor units as a player would type it in an amount field of that locale, without grouping
 * marks (`1500,5` becomes the text of 150050 PHP centavos in Spanish: `1500,50`).
 */
export function minorToInput(minor: number, currency: string, locale = 'en'): string {
  const decimal = minorToDecimal(minor, currency)
  return decimalSeparatorFor(locale) === ',' ? decimal.replace('.', ',') : decimal
}

/**
 * Reads what a player typed in an amount field as minor units of the currency, exactly (no floating point).
 * A phone's keypad may offer `.` or `,` whatever the page language, so either mark is read as the decimal
 * mark when it can only be one (`10.5` and `10,5` are ten and a half in every language); a mark followed by
 * exactly three digits is a thousands mark when it is not the page language's decimal mark, or when the
 * currency has no decimals (`1,500` in English, `1.500` in Spanish, `50.000` or `50,000` VND). Undefined
 * for anything else: signs, letters, misplaced thousands marks, more decimals than the currency has.
 */
export function parseAmountInput(text: string, currency: string, locale = 'en'): number | undefined {
  const exponent = currencyExponent(currency)
  const separator = decimalSeparatorFor(locale)
  const cleaned = text.trim().replaceAll(/[\s\u00a0\u202f]/g, '')
  if (!/^[0-9.,]*[0-9][0-9.,]*$/.test(cleaned)) return undefined
  const marks = cleaned.replaceAll(/[0-9]/g, '')
  const last = Math.max(cleaned.lastIndexOf('.'), cleaned.lastIndexOf(','))
  let whole = cleaned
  let fraction = ''
  if (last >= 0) {
    const mark = cleaned[last]
    const after = cleaned.slice(last + 1)
    const looksLikeThousands = after.length === 3 && (exponent === 0 || mark !== separator)
    const twoKinds = marks.includes('.') && marks.includes(',')
    if (twoKinds || (marks.length === 1 && !looksLikeThousands)) {
      whole = cleaned.slice(0, last)
      fraction = after
      if (mark && whole.includes(mark)) return undefined
    }
  }
  if (/[.,]/.test(whole) && !/^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.test(whole)) return undefined
  if (fraction.length > exponent) return undefined
  const digits = `${whole.replaceAll(/[.,]/g, '')}${fraction.padEnd(exponent, '0')}`.replace(/^0+(?=\d)/, '')
  const value = Number(digits || '0')
  return Number.isSafeInteger(value) ? value : undefined
}
