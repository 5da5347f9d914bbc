import { useSyncExternalStore } from 'react'

const unchanging = () => () => {}

/**
 * The time zone times are written in: UTC while the server draws a page and while the browser hydrates that
 * drawing, so both write the same text, and the player's own from the render after (docs/architecture.md in
 * the site: server rendering). A page the browser draws itself uses the player's zone at once.
 */
export function useClockZone(): string | undefined {
  return useSyncExternalStore(
    unchanging,
    () => undefined,
    () => 'UTC',
  )
}

/**
 * Orders two ISO 8601 times of the same zone (the API writes them all in UTC), earliest first. Such times
 * order as plain strings; `localeCompare` would give the same order but starts a collator, which costs a
 * phone tens of milliseconds on a page's first render.
 */
export function compareIsoTimes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
