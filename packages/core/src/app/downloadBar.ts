/**
 * docs/product.md#download-bar: when the layout's `show_download_bar` is on. The bar offers the app on a phone or
 * tablet screen when there is an app to get (the browser's standing offer to install the site, or the tenant's
 * store apps), the site is not already running as the app, and the player has not closed the bar in the last week.
 */
import type { Store } from 'jotai/vanilla'
import { localStore } from '../browserStorage'
import { breakpoints } from '../device/breakpoints'
import { layoutAtom } from '../stores/layout'
import { viewportWidthAtom } from '../stores/viewport'
import { installOfferAtom } from './installOffer'

/** localStorage key of the time (ms) the player last closed the bar. */
export const downloadBarClosedKey = 'downloadBarClosedAt'

/** How long a closed bar stays away. */
export const downloadBarPauseMs = 7 * 24 * 60 * 60 * 1000

export interface DownloadBarFacts {
  /** The viewport's width in px; undefined before the first measurement. */
  viewportWidth: number | undefined
  runsAsApp: boolean
  installOffered: boolean
  /** How many store apps the tenant links (site.android_sub, site.ios_sub). */
  storeApps: number
  /** When the player last closed the bar, or null. */
  closedAt: number | null
  now: number
}

export function offersDownloadBar(facts: DownloadBarFacts): boolean {
  const { viewportWidth, closedAt } = facts
  if (facts.runsAsApp || viewportWidth === undefined || viewportWidth >= breakpoints.desktop) return false
  if (!facts.installOffered && facts.storeApps === 0) return false
  return closedAt === null || facts.now - closedAt >= downloadBarPauseMs
}

type AppWindow = Pick<Window, 'matchMedia'> & { navigator: { standalone?: boolean } }

const runsAsApp = (win: AppWindow) =>
  win.matchMedia?.('(display-mode: standalone)').matches === true || win.navigator.standalone === true

function closedAt(storage: Storage | undefined): number | null {
  try {
    const stored = Number(storage?.getItem(downloadBarClosedKey) ?? Number.NaN)
    return Number.isFinite(stored) ? stored : null
  } catch {
    return null
  }
}

export interface DownloadBarWatch {
  win?: AppWindow
  storage?: () => Storage | undefined
  now?: () => number
  /**
   * Runs the layout store's update: the site passes React's `startTransition`, since the whole page reads that
   * store and an urgent update would re-render it in one long task (`loadAfterMount` takes the same).
   */
  inBackground?: (apply: () => void) => void
}

/**
 * Keeps `show_download_bar` in step with the facts: the offer comes and goes, the screen turns, the start-up answer
 * brings the store links. Returns a function that stops.
 */
export function watchDownloadBar(
  store: Store,
  {
    win = window as unknown as AppWindow,
    storage = localStore,
    now = Date.now,
    inBackground = (apply) => apply(),
  }: DownloadBarWatch = {},
): () => void {
  const update = () => {
    const layout = store.get(layoutAtom)
    const site = layout.site
    const shown = offersDownloadBar({
      viewportWidth: store.get(viewportWidthAtom),
      runsAsApp: runsAsApp(win),
      installOffered: store.get(installOfferAtom) !== null,
      storeApps: [site?.android_sub, site?.ios_sub].filter(Boolean).length,
      closedAt: closedAt(storage()),
      now: now(),
    })
    if (layout.show_download_bar !== shown)
      inBackground(() => store.set(layoutAtom, (latest) => ({ ...latest, show_download_bar: shown })))
  }
  update()
  const stops = [
    store.sub(installOfferAtom, update),
    store.sub(viewportWidthAtom, update),
    store.sub(layoutAtom, update),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}

/** The player closed the bar: it stays away for a week, in this tab and the next visits. */
export function closeDownloadBar(
  store: Store,
  storage: Storage | undefined = localStore(),
  now: number = Date.now(),
): void {
  try {
    storage?.setItem(downloadBarClosedKey, String(now))
  } catch {
    // Storage refused (private mode): the bar still closes for this visit.
  }
  store.set(layoutAtom, { ...store.get(layoutAtom), show_download_bar: false })
}
