/**
 * Minor units of a currency (docs/architecture.md#money): every amount on the wire is an integer count of the
 * currency's minor unit, whose size is the ISO 4217 exponent. VND has none (exponent 0: 50,000 is 50,000 ₫),
 * PHP has centavos (exponent 2: 50,000 is ₱500.00), BHD has fils (exponent 3).
 */

/** ISO 4217 currencies whose minor unit is not a hundredth. Every other code has exponent 2. */
const exponentExceptions: Readonly<Record<string, number>> = {
  // no minor unit
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  // thousandths
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  // ten-thousandths
  CLF: 4,
  UYW: 4,
}

/**
 * Currencies with hundredths that tenants of this market use, listed so `isKnownCurrency` can tell a typo from
 * a real code. IDR is 2 by ISO 4217 even though prices are rarely written with sen; we follow ISO (amounts
 * in IDR are then hundredths of a rupiah). MMK and MNT are 2 by ISO as well.
 */
const hundredths = [
  'AED',
  'AUD',
  'BDT',
  'BND',
  'BRL',
  'CAD',
  'CHF',
  'CNY',
  'EUR',
  'GBP',
  'HKD',
  'IDR',
  'INR',
  'KHR',
  'LAK',
  'LKR',
  'MMK',
  'MNT',
  'MOP',
  'MXN',
  'MYR',
  'NPR',
  'NZD',
  'PHP',
  'PKR',
  'RUB',
  'SAR',
  'SGD',
  'THB',
  'TRY',
  'TWD',
  'USD',
  'USDT',
  'ZAR',
] as const

const known = new Set<string>([...Object.keys(exponentExceptions), ...hundredths])

/** Whether the code is one this table knows (an unknown code still gets the ISO default, 2). */
export function isKnownCurrency(currency: string): boolean {
  return known.has(currency.trim().toUpperCase())
}

/** The ISO 4217 exponent of a currency code, in any letter case; 2 for a code the table does not list. */
export function currencyExponent(currency: string): number {
  return exponentExceptions[currency.trim().toUpperCase()] ?? 2
}

/** How many minor units make one major unit (100 for PHP, 1 for VND, 1000 for BHD). */
export function minorPerMajor(currency: string): number {
  return 10 ** currencyExponent(currency)
}

/** An amount in minor units as a number of major units, for display (`Intl.NumberFormat`) only. */
export function minorToMajor(amount: number, currency: string): number {
  return amount / minorPerMajor(currency)
}

/**
 * Reads what a player typed (`1,500.25`, `1500`, `0.5`) as minor units of the currency, exactly: no floating
 * point on the way. Refuses more decimals than the currency has, signs, letters and anything beyond
 * `Number.MAX_SAFE_INTEGER`. `decimalSeparator` is the locale's (`.` or `,`); the other one is a grouping mark.
 */
export function parseMajorAmount(
  text: string,
  currency: string,
  decimalSeparator: '.' | ',' = '.',
): number | undefined {
  const grouping = decimalSeparator === '.' ? ',' : '.'
  const cleaned = text.trim().replaceAll(grouping, '').replaceAll(/\s/g, '')
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(cleaned)
  if (!match || (match[2] !== undefined && !cleaned.includes(decimalSeparator))) return undefined
  const [, whole = '', fraction = ''] = match
  const exponent = currencyExponent(currency)
  if (fraction.length > exponent) return undefined
  const digits = `${whole}${fraction.padEnd(exponent, '0')}`.replace(/^0+(?=\d)/, '')
  const value = Number(digits)
  return Number.isSafeInteger(value) ? value : undefined
}
