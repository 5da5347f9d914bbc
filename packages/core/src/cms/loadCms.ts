import { siteInfoDetail } from '../api/settings/siteInfoDetail'
import { type FlowContext, siteFields } from '../session/context'
import { layoutAtom } from '../stores/layout'

/**
 * Puts the tenant's CMS pages (the site info of docs/product.md#after-mount) into the layout store, sanitised. Pages already
 * there are not asked for again, so a CMS page opened before the after-mount loads and those loads share
 * one answer. A failure goes to the error handler. Resolves to whether the pages are in the store. `apply` runs
 * the store update (the after-mount load passes a transition, `startup/afterMount.ts`).
 */
export async function loadCms(
  ctx: FlowContext,
  apply: (update: () => void) => void = (update) => update(),
  /** Ask even when pages are in the store: they may be a returning visitor's stored ones, from an older version. */
  refresh = false,
): Promise<boolean> {
  if (!refresh && ctx.store.get(layoutAtom).cms) return true
  const result = await siteInfoDetail(ctx.api, siteFields(ctx))
  if (!result.ok) {
    ctx.handleError(result.error)
    return false
  }
  // Loaded on demand: DOMPurify stays out of the first page's JavaScript.
  const { sanitizeCms } = await import('./sanitize')
  const cms = await sanitizeCms(result.data.cms)
  const anyPage = Object.entries(cms).some(([key, value]) => key.endsWith('_status') && value === true)
  apply(() => ctx.store.set(layoutAtom, (layout) => ({ ...layout, cms, cms_status: anyPage })))
  return true
}
