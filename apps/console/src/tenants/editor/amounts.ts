/** Minor units as the major amount an operator reads and types (`50000` PHP is `500.00`). */
export const majorText = (minor: number, exponent: number) => (minor / 10 ** exponent).toFixed(exponent)

/**
 * A typed amount in minor units, or NaN when it is not one: the save is then refused, naming the field, and the
 * operator's text stays in the form.
 */
export function minorOf(text: string, exponent: number): number {
  const pattern = exponent > 0 ? new RegExp(`^\\d+(\\.\\d{1,${exponent}})?$`) : /^\d+$/
  const trimmed = text.trim()
  if (!pattern.test(trimmed)) return Number.NaN
  const [whole = '0', fraction = ''] = trimmed.split('.')
  return Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0')
}

/** A typed whole number, or NaN. */
export const countOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)
