import { reloadOnPreloadError } from './chunk/chunkReload'
import { watchDevice, watchViewport } from './device/watch'
import type { Runtime } from './runtime'
import { watchBalance } from './session/balance'
import { watchForceLogout } from './session/logout'
import { refreshRestoredSession } from './session/refresh'
import { captureAppsflyerId } from './tracking/adTracking'
import { watchForNewBuild } from './version/newBuild'

export interface BrowserWatchOptions {
  /** Recompute device info 50 ms after each resize (docs/product.md#timings: when that option is on). */
  recomputeDeviceOnResize?: boolean
  /** The running build's id, when the build bakes it in; read from /build/meta.json otherwise. */
  buildId?: string
}

/**
 * Starts everything core watches in a browser tab: viewport breakpoint and device info, force-logout from
 * other tabs, chunk-load failures, the hourly new-build check, the signed-in player's balance (every 30 s
 * while the tab is visible), fetches a kept session's balance and favourites again, and keeps the landing URL's
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
    watchForNewBuild({ store: runtime.store, currentBuildId: options.buildId }).stop,
    watchBalance(runtime),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
