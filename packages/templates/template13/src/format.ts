/** A balance in minor units as the site's currency, e.g. 1254075 PHP -> "₱12,540.75". */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100)
  } catch {
    return `${(minor / 100).toLocaleString(locale, { minimumFractionDigits: 2 })} ${currency}`
  }
}

/** Decimal odds with two places, as bettors read them. */
export const formatOdds = (odds: number) => odds.toFixed(2)

/** Kick-off as a short weekday and time in UTC, stable across machines. */
export function formatKickoff(iso: string, locale = 'en'): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  }).format(new Date(iso))
}
