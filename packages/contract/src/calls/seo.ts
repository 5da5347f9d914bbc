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
