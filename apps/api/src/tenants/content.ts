import { type CmsContent, cmsPageKeys, type SeoRecord } from '@lobbykit/contract'
import type { AnalyticsItem } from '@lobbykit/contract/calls/settings'
import type { TenantConfig } from '@lobbykit/contract/tenantConfig'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { analyticsScripts, cmsPages, seoPages } from '../db/schema'

/** A tenant's CMS pages as the site-content call answers them (docs/product.md#after-mount). */
export async function loadCms(db: Db, tenantId: number): Promise<CmsContent> {
  const rows = await db.select().from(cmsPages).where(eq(cmsPages.tenantId, tenantId))
  const cms: Record<string, string | boolean> = {}
  for (const page of cmsPageKeys) {
    const row = rows.find((candidate) => candidate.page === page)
    cms[`${page}_status`] = row?.status ?? false
    cms[`en_${page}`] = row?.enBody ?? ''
    cms[`local_${page}`] = row?.localBody ?? ''
  }
  return cms as CmsContent
}

/** The SEO records a site shows: a preview's from its document, else the live table's. */
export function seoOf(
  db: Db,
  site: { tenant: { id: number }; preview?: { config: TenantConfig } },
): Promise<Map<string, SeoRecord>> {
  return site.preview ? Promise.resolve(previewSeo(site.preview.config)) : loadSeo(db, site.tenant.id)
}

/** A tenant's SEO records by page (docs/product.md#seo-record). */
export async function loadSeo(db: Db, tenantId: number): Promise<Map<string, SeoRecord>> {
  const rows = await db.select().from(seoPages).where(eq(seoPages.tenantId, tenantId))
  return new Map(
    rows.map((row) => [
      row.pageName,
      {
        id: row.id,
        page_name: row.pageName,
        en_item_name: row.enItemName,
        en_body: row.enBody,
        local_item_name: row.localItemName,
        local_body: row.localBody,
        meta_title: row.metaTitle,
        meta_desc: row.metaDesc,
        meta_keywords: row.metaKeywords,
        meta_url: row.metaUrl,
        meta_canonical: row.metaCanonical,
        meta_author: row.metaAuthor,
        meta_publisher: row.metaPublisher,
        meta_lang: row.metaLang,
        meta_image_url: row.metaImageUrl,
      },
    ]),
  )
}

/** A preview's SEO records, from its document (docs/operators.md#previews). */
export function previewSeo(config: TenantConfig): Map<string, SeoRecord> {
  return new Map(config.seo.map((entry, index) => [entry.page_name, { id: index + 1, ...entry }]))
}

/**
 * The analytics snippets a site adds to its pages (docs/product.md#analytics), in order: a preview's from its
 * document, else the live table's. Their hosts are the ones its pages may load scripts from
 * (docs/architecture.md#security-headers).
 */
export async function analyticsOf(
  db: Db,
  site: { tenant: { id: number }; preview?: { config: TenantConfig } },
): Promise<AnalyticsItem[]> {
  if (site.preview) return site.preview.config.analytics
  const rows = await db
    .select({ section: analyticsScripts.section, script: analyticsScripts.script })
    .from(analyticsScripts)
    .where(eq(analyticsScripts.tenantId, site.tenant.id))
    .orderBy(asc(analyticsScripts.position))
  // The table's check holds the section to these two.
  return rows.map((row) => ({ section: row.section as AnalyticsItem['section'], script: row.script }))
}
