/**
 * The date filter of the history pages (docs/product.md#cashier): the player picks days in their own
 * calendar; the call takes `date_from` inclusive and `date_to` exclusive as ISO 8601 times with the player's
 * offset, so a day is the player's day, not UTC's.
 */

const pad = (value: number) => String(value).padStart(2, '0')

/** `YYYY-MM-DD` of a date in its local calendar. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function parseDay(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return undefined
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const value = new Date(year, month - 1, date)
  return value.getFullYear() === year && value.getMonth() === month - 1 && value.getDate() === date
    ? value
    : undefined
}

/** Local midnight of a date as ISO 8601 with the offset in force then: `2026-06-01T00:00:00+08:00`. */
export function localMidnightIso(date: Date): string {
  const midnight = new Date(date.getFullYear(), date.getMonth(), date.getDate())
  const offset = -midnight.getTimezoneOffset()
  const sign = offset >= 0 ? '+' : '-'
  const hours = pad(Math.floor(Math.abs(offset) / 60))
  const minutes = pad(Math.abs(offset) % 60)
  return `${dayOf(midnight)}T00:00:00${sign}${hours}:${minutes}`
}

export interface DayRange {
  /** First day shown, `YYYY-MM-DD`, or empty for no start. */
  from: string
  /** Last day shown (included), `YYYY-MM-DD`, or empty for no end. */
  to: string
}

/**
 * The call's `date_from` / `date_to` for a range of days, both included: the start of the first day and the
 * start of the day after the last. Undefined fields for empty ends; `undefined` as a whole when a day is not
 * a real date or the range runs backwards.
 */
export function historyRange(range: DayRange): { date_from?: string; date_to?: string } | undefined {
  const from = range.from ? parseDay(range.from) : undefined
  const to = range.to ? parseDay(range.to) : undefined
  if ((range.from && !from) || (range.to && !to)) return undefined
  if (from && to && from > to) return undefined
  const after = to ? new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1) : undefined
  return {
    ...(from ? { date_from: localMidnightIso(from) } : {}),
    ...(after ? { date_to: localMidnightIso(after) } : {}),
  }
}
