import type { LayoutState } from '@lobbykit/core/stores/layout'
import { startTransition } from 'react'
import type { SiteRouter } from '../router'
import type { SiteRuntime } from '../shell/runtime'

/** How long after the first render the after-mount loads and route preloads start. */
export const afterMountDelayMs = 1500

/**
 * Once the first page is up (docs/product.md#after-mount): social accounts, site info, partners,
 * analytics and live chat; the download bar (docs/product.md#download-bar); the ad visit (docs/product.md#ad-tracking); the code of the lobby's
 * categories and of the template's home and lobby, where players go next; the dialogs' code and texts; and the
 * service worker. They start in `afterMountLoads.ts`, whose code loads then.
 */
export function scheduleAfterMount(
  win: Window,
  runtime: SiteRuntime,
  router: SiteRouter,
  layout: LayoutState,
  /** A drawn page's held-back stored answers (`drawnState.ts`), shown until the loads' own answers arrive. */
  restoreStoredLayout?: () => void,
): void {
  win.setTimeout(() => {
    win.document.documentElement.dataset.preloading = 'true'
    // Where the first visit ends: what the page asked for before this is the first visit's code.
    win.performance?.mark?.('lobbykit:after-mount')
    if (restoreStoredLayout) startTransition(restoreStoredLayout)
    void import('./afterMountLoads').then(({ startAfterMountLoads }) =>
      startAfterMountLoads(win, runtime, router, layout),
    )
  }, afterMountDelayMs)
}
