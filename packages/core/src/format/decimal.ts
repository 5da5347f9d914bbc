/**
 * docs/product.md#decimal-display: decimal display. Zero (and anything that is not a number) shows as empty; decimals are
 * cut, never rounded, to at most 3 or 4 digits, so a balance is never shown higher than it is.
 */
export type MaxDecimals = 3 | 4

export function formatDecimal(
  value: number | string | null | undefined,
  maxDecimals: MaxDecimals = 3,
): string {
  if (value === null || value === undefined || value === '') return ''
  const number = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(number) || number === 0) return ''
  // Work on the decimal text so 0.1 + 0.2 style binary noise cannot add or remove a digit.
  const text = typeof value === 'string' ? value.trim() : toPlainString(number)
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match) return ''
  const [, sign = '', whole = '', fraction = ''] = match
  const kept = fraction.slice(0, maxDecimals).replace(/0+$/, '')
  const integer = whole.replace(/^0+(?=\d)/, '') || '0'
  if (integer === '0' && kept === '') return ''
  return `${sign}${integer}${kept ? `.${kept}` : ''}`
}

/** A number's decimal text without exponent notation (1e-7 -> '0.0000001'). */
function toPlainString(number: number): string {
  const text = String(number)
  if (!/e/i.test(text)) return text
  return number.toFixed(20).replace(/\.?0+$/, '')
}
