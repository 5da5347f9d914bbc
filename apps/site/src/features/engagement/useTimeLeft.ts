import { useLingui } from '@lingui/react/macro'

/** How long until a period ends, in days and hours, or hours and minutes (at least a minute). */
export function useTimeLeft() {
  const { t } = useLingui()
  return (endsAt: string, now: number) => {
    const minutes = Math.max(1, Math.ceil((Date.parse(endsAt) - now) / 60_000))
    const days = Math.floor(minutes / 1_440)
    const hours = Math.floor((minutes % 1_440) / 60)
    const mins = minutes % 60
    if (days > 0) return t`${days} d ${hours} h`
    return t`${hours} h ${mins} min`
  }
}
