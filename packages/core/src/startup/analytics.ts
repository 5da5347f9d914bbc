import type { AnalyticsItem } from '@lobbykit/contract/calls/settings'
import { pageNonce } from './pageNonce'

/**
 * Adds the tenant's analytics snippets (docs/product.md#analytics: section HEAD or BODY, and the script markup) to
 * the page. The markup is parsed as HTML so its `<script>` elements run, as they would in the page
 * source. Each snippet is added once, however often this runs. Its inline scripts carry the page's nonce; a
 * script it loads from a host runs because the page's policy names the hosts of the tenant's snippets
 * (docs/architecture.md#security-headers).
 */
export function injectAnalytics(items: readonly AnalyticsItem[], doc: Document = document): number {
  let added = 0
  const nonce = pageNonce(doc)
  for (const item of items) {
    const target = item.section === 'HEAD' ? doc.head : doc.body
    const marker = `${item.section}:${item.script.length}:${hash(item.script)}`
    if (doc.querySelector(`[data-analytics="${marker}"]`)) continue
    const fragment = doc.createRange().createContextualFragment(item.script)
    for (const node of Array.from(fragment.children)) node.setAttribute('data-analytics', marker)
    for (const script of Array.from(fragment.querySelectorAll('script')))
      if (!script.src) script.nonce = nonce
    target.append(fragment)
    added += 1
  }
  return added
}

function hash(text: string): string {
  let value = 0
  for (let index = 0; index < text.length; index += 1) value = (value * 31 + text.charCodeAt(index)) | 0
  return (value >>> 0).toString(36)
}
