import { type SeoMetaTag, type SeoRecord, seoMetaTags, twitterCardOf } from '@lobbykit/contract/calls/seo'

function setMeta(doc: Document, { attribute, key }: SeoMetaTag, value: string): void {
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
  for (const [tag, field] of seoMetaTags) setMeta(doc, tag, String(record[field] ?? ''))
  setMeta(doc, { attribute: 'name', key: 'twitter:card' }, twitterCardOf(record))
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
