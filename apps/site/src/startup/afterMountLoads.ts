import { categoryByKey } from '@lobbykit/contract/categories'
import { yieldToMain } from '@lobbykit/core/scheduling/yieldToMain'
import type { LayoutState } from '@lobbykit/core/stores/layout'
import { preloadParts } from '@lobbykit/ui/template'
import { startTransition } from 'react'
import { preloadRouteChunks, type SiteRouter } from '../router'
import { preloadDialogs } from '../shell/Overlays'
import type { SiteRuntime } from '../shell/runtime'

/**
 * The after-mount loads (docs/product.md#after-mount), started one task apart
 * (docs/architecture.md#pages-drawn-on-the-server): each adds its links and starts its calls in a task of its own,
 * so none holds a phone's main thread for all of them at once. The loads then run side by side; none waits for
 * another. This module loads once the first page is up, so none of it is part of a first visit's code.
 */
export async function startAfterMountLoads(
  win: Window,
  runtime: SiteRuntime,
  router: SiteRouter,
  layout: LayoutState,
): Promise<void> {
  const categoryPaths = layout.content.game_menu.flatMap((item) => categoryByKey(item.category)?.route ?? [])
  const steps: (() => unknown)[] = [
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
  for (const [index, step] of steps.entries()) {
    if (index > 0) await yieldToMain(win)
    void step()
  }
}
