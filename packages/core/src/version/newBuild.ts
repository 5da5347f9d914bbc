import type { Store } from 'jotai/vanilla'
import { atom } from 'jotai/vanilla'

/**
 * docs/product.md#new-version: every hour the site asks whether a newer build is out (GET of the latest build
 * id file, with a timestamp query so no cache answers). When one is, the next navigation becomes a full
 * page load, so the player picks the new build up between pages instead of mid-page.
 *
 * The build writes two files: `meta.json` (the build the page runs) and `latest.json` (the newest build),
 * both `{ id, timestamp }`.
 */
/** True once a build newer than the running one has been seen. */
export const newBuildAtom = atom(false)

/**
 * For the router's before-navigate hook: when a new build is out, loads `href` as a full page and
 * returns true (the router should then not navigate itself).
 */
export function fullLoadIfNewBuild(
  store: Store,
  href: string,
  assign: (href: string) => void = (to) => location.assign(to),
): boolean {
  if (!store.get(newBuildAtom)) return false
  assign(href)
  return true
}
