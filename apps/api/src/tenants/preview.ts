import { AsyncLocalStorage } from 'node:async_hooks'
import { createHmac } from 'node:crypto'
import type { MenuItem } from '@lobbykit/contract'
import type { CmsContent } from '@lobbykit/contract/calls/settings'
import { type TenantConfig, tenantConfigSchema } from '@lobbykit/contract/tenantConfig'
import { and, eq } from 'drizzle-orm'
import type { Context, Next } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import type { Db } from '../db/client'
import { tenantVersions } from '../db/schema'
import { installSecret } from '../originals/secret'
import { sameSecret } from '../security/tokens'
import { tenantColumnsOf } from './config'
import type { TenantRow } from './tenants'

/** The preview cookie: set only in the browser that opened a preview link, on the tenant's own domain. */
export const previewCookieName = 'lk_preview'
/** How long a preview link and its cookie last. */
export const previewTtlMs = 60 * 60_000

/** The draft a request previews: which tenant, which version, until when. */
export interface PreviewGrant {
  tenantId: number
  version: number
  expiresAt: number
}

const previewSecret = (db: Db) => installSecret(db, 'preview')

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url')

/** A signed, expiring token for a preview link: the tenant, the version and the end, signed with the install's secret. */
export async function signPreview(db: Db, grant: PreviewGrant): Promise<string> {
  const payload = Buffer.from(JSON.stringify([grant.tenantId, grant.version, grant.expiresAt])).toString(
    'base64url',
  )
  return `${payload}.${signatureOf(await previewSecret(db), payload)}`
}

/** The grant of a token when its signature holds and it has not expired; undefined otherwise. */
export async function verifyPreview(db: Db, token: string, now: number): Promise<PreviewGrant | undefined> {
  const [payload, signature] = token.split('.')
  if (!payload || !signature) return undefined
  if (!sameSecret(signature, signatureOf(await previewSecret(db), payload))) return undefined
  try {
    const [tenantId, version, expiresAt] = JSON.parse(
      Buffer.from(payload, 'base64url').toString(),
    ) as unknown[]
    if (typeof tenantId !== 'number' || typeof version !== 'number' || typeof expiresAt !== 'number')
      return undefined
    return expiresAt > now ? { tenantId, version, expiresAt } : undefined
  } catch {
    return undefined
  }
}

/** The preview of the request being answered, if it carries a valid preview cookie. */
const previewScope = new AsyncLocalStorage<PreviewGrant>()

export const currentPreview = (): PreviewGrant | undefined => previewScope.getStore()

/**
 * Every request runs with the preview its cookie grants (docs/operators.md#previews); a cookie that no longer
 * holds (expired, or signed by another install) is cleared.
 */
export function previewMiddleware(db: Db, now: () => Date) {
  return async (c: Context, next: Next) => {
    const token = getCookie(c, previewCookieName)
    if (!token) return next()
    const grant = await verifyPreview(db, token, now().getTime())
    if (!grant) {
      deleteCookie(c, previewCookieName, { path: '/' })
      return next()
    }
    return previewScope.run(grant, next)
  }
}

/** A version's document, for a preview. */
export async function previewConfig(db: Db, grant: PreviewGrant): Promise<TenantConfig | undefined> {
  const [row] = await db
    .select({ config: tenantVersions.config })
    .from(tenantVersions)
    .where(and(eq(tenantVersions.tenantId, grant.tenantId), eq(tenantVersions.version, grant.version)))
  return row ? tenantConfigSchema.parse(row.config) : undefined
}

// --- the answers a preview gives, from the draft instead of the live tables ------------------------------

/** The tenant's row as the draft would make it. */
export function previewTenantRow(tenant: TenantRow, config: TenantConfig): TenantRow {
  return { ...tenant, ...tenantColumnsOf(config) }
}

/** The draft's menus, numbered as the start-up answer numbers menu items. */
export function previewMenus(config: TenantConfig): { menu: MenuItem[]; game_menu: MenuItem[] } {
  const numbered = (entries: TenantConfig['menu'], from: number) =>
    entries.map((entry, index) => ({ content_id: from + index, ...entry, children: [] }))
  return { menu: numbered(config.menu, 1), game_menu: numbered(config.game_menu, 1 + config.menu.length) }
}

export function previewCms(config: TenantConfig): CmsContent {
  const cms: Record<string, string | boolean> = {}
  for (const [page, entry] of Object.entries(config.cms)) {
    cms[`${page}_status`] = entry.status
    cms[`en_${page}`] = entry.en_body
    cms[`local_${page}`] = entry.local_body
  }
  return cms as CmsContent
}
