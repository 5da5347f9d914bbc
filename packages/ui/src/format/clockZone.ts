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
