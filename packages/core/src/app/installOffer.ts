/**
 * docs/product.md#installable-app: the browser's offer to install the site as an app (`beforeinstallprompt`,
 * Chromium browsers), kept from the moment it comes, which may be before any page that shows it has loaded. The
 * browser's own prompt is left as it is; the download page offers the same install with a button.
 */
import { atom, type Store } from 'jotai/vanilla'

/** The part of the browser's `BeforeInstallPromptEvent` we use. */
export interface InstallOffer {
  prompt(): Promise<unknown>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** The browser's standing offer to install the site, or null (none, used, or installed). */
export const installOfferAtom = atom<InstallOffer | null>(null)

/** Keeps the browser's install offer, and drops it once the site is installed. Returns a function that stops. */
export function watchInstallOffer(
  store: Store,
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const offered = (event: Event) => store.set(installOfferAtom, event as unknown as InstallOffer)
  const installed = () => store.set(installOfferAtom, null)
  win.addEventListener('beforeinstallprompt', offered)
  win.addEventListener('appinstalled', installed)
  return () => {
    win.removeEventListener('beforeinstallprompt', offered)
    win.removeEventListener('appinstalled', installed)
  }
}
