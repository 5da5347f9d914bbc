import type { SeoRecord } from '@lobbykit/contract/calls/seo'
import { seo } from '../api/seo/seo'
import { type FlowContext, siteFields } from '../session/context'

type MetaKey = { attribute: 'name' | 'property'; key: string }

const metaTags: [MetaKey, keyof SeoRecord][] = [
  [{ attribute: 'name', key: 'description' }, 'meta_desc'],
  [{ attribute: 'name', key: 'author' }, 'meta_author'],
  [{ attribute: 'name', key: 'publisher' }, 'meta_publisher'],
  [{ attribute: 'name', key: 'keywords' }, 'meta_keywords'],
  [{ attribute: 'property', key: 'og:title' }, 'meta_title'],
  [{ attribute: 'property', key: 'og:description' }, 'meta_desc'],
  [{ attribute: 'property', key: 'og:url' }, 'meta_url'],
  [{ attribute: 'property', key: 'og:image' }, 'meta_image_url'],
  [{ attribute: 'name', key: 'twitter:title' }, 'meta_title'],
  [{ attribute: 'name', key: 'twitter:description' }, 'meta_desc'],
  [{ attribute: 'name', key: 'twitter:image' }, 'meta_image_url'],
]

function setMeta(doc: Document, { attribute, key }: MetaKey, value: string): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!value) {
    element?.remove()
    return
  }
  if (!element) {
    element = doc.createElement('meta')
    element.setAttribute(attribute, key)
    doc.head.append(element)
  }
  element.content = value
}

/**
 * docs/product.md#seo: applies a page's SEO record to the document: title, description, author, publisher,
 * keywords, the Open Graph and Twitter tags, the canonical link and the language. An empty field removes
 * its tag, so a page never keeps the previous page's description.
 */
export function applySeo(record: SeoRecord, doc: Document = document): void {
  if (record.meta_title) doc.title = record.meta_title
  for (const [tag, field] of metaTags) setMeta(doc, tag, String(record[field] ?? ''))
  setMeta(doc, { attribute: 'name', key: 'twitter:card' }, record.meta_image_url ? 'summary_large_image' : '')
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (record.meta_canonical) {
    if (!canonical) {
      canonical = doc.createElement('link')
      canonical.rel = 'canonical'
      doc.head.append(canonical)
    }
    canonical.href = record.meta_canonical
  } else {
    canonical?.remove()
  }
  if (record.meta_lang) doc.documentElement.lang = record.meta_lang
}

/** Fetches a page's SEO record and applies it; -503 goes to the handler (logged). Returns whether it applied. */
export async function loadSeo(
  ctx: FlowContext,
  pageName: string,
  doc: Document = document,
): Promise<boolean> {
  const result = await seo(ctx.api, { ...siteFields(ctx), page_name: pageName })
  if (!result.ok) {
    ctx.handleError(result.error)
    return false
  }
  if (!result.data.value) return false
  applySeo(result.data.value, doc)
  return true
}
