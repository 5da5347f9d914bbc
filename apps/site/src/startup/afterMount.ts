import { categoryByKey } from '@lobbykit/contract/categories'
import { yieldToMain } from '@lobbykit/core/scheduling/yieldToMain'
import type { LayoutState } from '@lobbykit/core/stores/layout'
import { preloadParts } from '@lobbykit/ui/template'
import { startTransition } from 'react'
import { preloadRouteChunks, type SiteRouter } from '../router'
import { preloadDialogs } from '../shell/Overlays'
import type { SiteRuntime } from '../shell/runtime'

/** How long after the first render the after-mount loads and route preloads start. */
export const afterMountDelayMs = 1500

/**
 * Once the first page is up (docs/product.md#after-mount): social accounts, site info, partners,
 * analytics and live chat; the download bar (docs/product.md#download-bar); the ad visit (docs/product.md#ad-tracking); the code of the lobby's
 * categories and of the template's home and lobby, where players go next; the dialogs' code and texts; and the
 * service worker.
 */
export function scheduleAfterMount(
  win: Window,
  runtime: SiteRuntime,
  router: SiteRouter,
  layout: LayoutState,
  /** A drawn page's held-back stored answers (`drawnState.ts`), shown until the loads' own answers arrive. */
  restoreStoredLayout?: () => void,
): void {
  const categoryPaths = layout.content.game_menu.flatMap((item) => categoryByKey(item.category)?.route ?? [])
  const steps: (() => unknown)[] = [
    () => {
      win.document.documentElement.dataset.preloading = 'true'
      // Where the first visit ends: what the page asked for before this is the first visit's code.
      win.performance?.mark?.('lobbykit:after-mount')
      if (restoreStoredLayout) startTransition(restoreStoredLayout)
    },
    () =>
      Promise.all([
        import('@lobbykit/core/startup/afterMount'),
        import('../shell/liveChat'),
        import('@lobbykit/core/tracking/adTracking'),
        import('@lobbykit/core/app/downloadBar'),
      ]).then(([{ loadAfterMount }, { loadLiveChatWidget }, { trackAdVisit }, { watchDownloadBar }]) => {
        void trackAdVisit(runtime)
        watchDownloadBar(runtime.store, { inBackground: startTransition })
        return loadAfterMount(runtime, {
          loadLiveChat: (liveChat) => loadLiveChatWidget(liveChat, runtime.store),
          inBackground: startTransition,
        })
      }),
    () => preloadRouteChunks(router, ['/', ...categoryPaths]),
    // The home and the lobbies show parts of the template that a visit which began elsewhere has not loaded
    // (docs/architecture.md#first-visit-code); a failure here is tried again when the part renders.
    () => preloadParts(router.options.context.shell.templateModule).catch(() => {}),
    () => preloadDialogs(),
    // docs/product.md#installable-app: the built site's service worker (development serves none).
    () => {
      if (import.meta.env.PROD) win.navigator.serviceWorker?.register('/sw.js').catch(() => {})
    },
  ]
  win.setTimeout(() => void startEachInItsOwnTask(win, steps), afterMountDelayMs)
}

/**
 * Starts the after-mount loads one task apart (docs/architecture.md#pages-drawn-on-the-server): each adds its
 * links and starts its calls in a task of its own, so none holds a phone's main thread for all of them at once.
 * The loads then run side by side; none waits for another.
 */
async function startEachInItsOwnTask(win: Window, steps: readonly (() => unknown)[]): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await yieldToMain(win)
    void step()
  }
}
