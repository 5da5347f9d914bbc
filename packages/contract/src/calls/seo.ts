import * as z from 'zod/mini'
import { envelopeShape, shortText, siteShape } from '../common'

/** The SEO record (docs/product.md#seo-record). */
export const seoRecordSchema = z.object({
  id: z.int(),
  page_name: z.string(),
  en_item_name: z.string(),
  en_body: z.string(),
  local_item_name: z.string(),
  local_body: z.string(),
  meta_title: z.string(),
  meta_desc: z.string(),
  meta_keywords: z.string(),
  meta_url: z.string(),
  meta_canonical: z.string(),
  meta_author: z.string(),
  meta_publisher: z.string(),
  meta_lang: z.string(),
  meta_image_url: z.string(),
})
export type SeoRecord = z.infer<typeof seoRecordSchema>

export const seoRequestSchema = z.object({
  ...siteShape,
  /** A route name without its slash ('home' for /, 'slots', 'about', ...). */
  page_name: shortText(60),
})
export type SeoRequest = z.infer<typeof seoRequestSchema>
/** `value` is null for a page without its own record: the page keeps the site's defaults. */
export const seoResponseSchema = z.object({ ...envelopeShape, value: z.nullable(seoRecordSchema) })
export type SeoResponse = z.infer<typeof seoResponseSchema>

/** A page's meta tag: `<meta name=...>` or `<meta property=...>` (Open Graph). */
export interface SeoMetaTag {
  attribute: 'name' | 'property'
  key: string
}

/**
 * The meta tags a page's SEO record fills, and the field each takes (docs/product.md#seo): the same in the HTML
 * the server sends and in the page once the browser moves to another one.
 */
export const seoMetaTags: readonly (readonly [SeoMetaTag, keyof SeoRecord])[] = [
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

/** The Twitter card a record asks for: a large image when it has one. */
export function twitterCardOf(record: Pick<SeoRecord, 'meta_image_url'>): string {
  return record.meta_image_url ? 'summary_large_image' : ''
}
