import { watchInstallOffer } from './app/installOffer'
import { reloadOnPreloadError } from './chunk/chunkReload'
import { watchDevice, watchViewport } from './device/watch'
import type { Runtime } from './runtime'
import { watchForceLogout } from './session/logout'
import { refreshRestoredSession } from './session/refresh'
import { captureAppsflyerId } from './tracking/appsflyerId'

export interface BrowserWatchOptions {
  /** Recompute device info 50 ms after each resize (docs/product.md#timings: when that option is on). */
  recomputeDeviceOnResize?: boolean
  /** The running build's id, when the build bakes it in; read from /build/meta.json otherwise. */
  buildId?: string
}

/**
 * Starts everything core watches in a browser tab: viewport breakpoint and device info, force-logout from
 * other tabs, chunk-load failures, the browser's offer to install the site, the hourly new-build check, the signed-in player's balance (every 30 s
 * while the tab is visible) and unread inbox count, fetches a kept session's balance and favourites again, and keeps the landing URL's
 * appsflyer_id.
 * Returns a function that stops them all.
 */
export function startBrowserWatchers(runtime: Runtime, options: BrowserWatchOptions = {}): () => void {
  captureAppsflyerId()
  void refreshRestoredSession(runtime)
  const stops = [
    watchViewport(runtime.store),
    watchDevice(runtime.store, { recomputeOnResize: options.recomputeDeviceOnResize }),
    watchForceLogout(runtime.store),
    reloadOnPreloadError(),
    watchInstallOffer(runtime.store),
    // The hourly new-build check, the signed-in player's balance and inbox count: their code loads once the page has
    // started, so a first visit does not download it.
    startLater(() =>
      import('./version/watchNewBuild').then(
        ({ watchForNewBuild }) =>
          () =>
            watchForNewBuild({ store: runtime.store, currentBuildId: options.buildId }).stop,
      ),
    ),
    startLater(() =>
      import('./session/watchPlayer').then(
        ({ watchPlayer }) =>
          () =>
            watchPlayer(runtime),
      ),
    ),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}

/**
 * Loads a watcher's code now and starts it once loaded; the returned function stops it. Stopped before its code
 * arrived, it never starts: the page (or a test's document) it would watch may be gone by then.
 */
function startLater(load: () => Promise<() => () => void>): () => void {
  let stopped = false
  let stop: (() => void) | undefined
  void load().then((start) => {
    if (!stopped) stop = start()
  })
  return () => {
    stopped = true
    stop?.()
  }
}
