import { formatMinorUnits } from '@lobbykit/core/format/money'
import { intlLocale } from './i18n/i18n'

/** A timestamp as the operator reads it: their language's date and time, to the minute. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

/** Minor units of a currency as money in the operator's language (docs/architecture.md#money). */
export const formatMoney = (minor: number, currency: string, signed = false) =>
  formatMinorUnits(minor, currency, intlLocale(), { signed })

/** A settings value in a diff: text as it is, anything else as compact JSON, cut at 160 characters. */
export function formatValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > 160 ? `${text.slice(0, 157)}…` : text
}
