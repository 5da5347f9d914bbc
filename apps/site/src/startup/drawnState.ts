import { initialLayout, layoutAtom, startupLayoutKeys } from '@lobbykit/core/stores/layout'
import type { LayoutState } from '@lobbykit/core/stores/storedShapes'
import type { Store } from 'jotai/vanilla'
import type { DrawnPageData } from '../shell/pageData'

/** Puts back what a returning visitor's browser kept; a store something has set since keeps its newer value. */
export interface HeldStoredValues {
  /**
   * The after-mount loads' stored answers: when those loads start (docs/product.md#after-mount). Parts of the
   * page may still be waiting for their code until then, and hydrate with what the server drew.
   */
  restoreLayout: () => void
}

/**
 * Sets the stores a drawn page shows to what the server drew it with (docs/architecture.md#pages-drawn-on-the-server),
 * holding back a returning visitor's stored values.
 *
 * The server's store holds the start-up answer and the page's data only; a returning visitor's browser also
 * kept the after-mount loads' answers (the CMS pages behind the footer's links, partners, social accounts).
 * Hydrating with them, React would find the drawn page different, throw it away and draw it again: a console
 * error and a long task on a phone. (A stored open modal waits for hydration in `Overlays` instead: holding it
 * here would write the stack that the visitor's other tabs share, and close their modal.)
 */
export function holdStoredValues(store: Store, drawnCms: DrawnPageData['cms']): HeldStoredValues {
  const stored = store.get(layoutAtom)
  const drawnLayout: LayoutState = { ...initialLayout, ...drawnCms }
  for (const key of startupLayoutKeys) Object.assign(drawnLayout, { [key]: stored[key] })
  store.set(layoutAtom, drawnLayout)
  return {
    // The CMS pages the page was drawn with are newer than the stored ones.
    restoreLayout: () =>
      store.set(layoutAtom, (now) => (now === drawnLayout ? { ...stored, ...drawnCms } : now)),
  }
}
