/**
 * A span of time as a player reads it, in whole hours and minutes in the page language's locale
 * (docs/product.md#date-locales): `formatDuration(85 * 60_000, 'en')` is `1 hour, 25 minutes`, in Spanish
 * `1 hora y 25 minutos`. Under an hour shows only minutes; whole hours only hours.
 */
export function formatDuration(ms: number, locale = 'en'): string {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000))
  const hours = Math.floor(totalMinutes / 60)
  const minutes = totalMinutes % 60
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value)
  const parts = [
    ...(hours > 0 ? [unit(hours, 'hour')] : []),
    ...(minutes > 0 || hours === 0 ? [unit(minutes, 'minute')] : []),
  ]
  return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(parts)
}
