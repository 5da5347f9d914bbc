import { AsyncLocalStorage } from 'node:async_hooks'
import { createHmac } from 'node:crypto'
import type { MenuItem } from '@lobbykit/contract'
import type { CmsContent } from '@lobbykit/contract/calls/settings'
import { operatorMessages } from '@lobbykit/contract/operator'
import { templateRegistry } from '@lobbykit/contract/registry'
import { type TenantConfig, tenantConfigSchema } from '@lobbykit/contract/tenantConfig'
import { and, eq } from 'drizzle-orm'
import type { Context, Next } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import type { Db } from '../db/client'
import { tenantVersions } from '../db/schema'
import { fail } from '../http/respond'
import { installSecret } from '../originals/secret'
import { sameSecret } from '../security/tokens'
import { tenantColumnsOf } from './config'
import type { TenantRow } from './tenants'

/** The preview cookie: set only in the browser that opened a preview link, on the tenant's own domain. */
export const previewCookieName = 'lk_preview'
/** How long a preview link and its cookie last, and a gallery's hosts (docs/operators.md#gallery). */
export const previewTtlMs = 60 * 60_000

/** A theme code and colour of the registry, shown instead of the version's own (a gallery frame). */
export interface PreviewLook {
  theme_code: string
  theme_color: string
}

/** The draft a request previews: which tenant, which version, until when, and in which look. */
export interface PreviewGrant {
  tenantId: number
  version: number
  expiresAt: number
  /** A gallery frame's template and colour (docs/operators.md#gallery); the version's own when absent. */
  look?: PreviewLook | undefined
  /**
   * The gallery host that carries the grant: the preview shows on that host only. Absent for a preview
   * cookie, which shows on every domain of its tenant in its browser.
   */
  host?: string | undefined
}

const previewSecret = (db: Db) => installSecret(db, 'preview')

/** HMAC-SHA256 with the install's preview secret. */
const macOf = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest()

const signatureOf = (secret: string, payload: string) => macOf(secret, payload).toString('base64url')

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

// --- gallery labels (docs/operators.md#gallery) --------------------------------------------------------------

/**
 * A gallery label's payload, 14 bytes: tenant id (uint32), version (uint32), template index in the registry and
 * colour index (uint8 each, 255 for the version's own look), expiry in seconds (uint32); then the first 16 bytes
 * (128 bits) of its HMAC. Lower-case base32 of the 30 bytes: 48 characters, one DNS label.
 */
const labelPayloadBytes = 14
const labelMacBytes = 16
const noLook = 0xff
const base32Alphabet = 'abcdefghijklmnopqrstuvwxyz234567'
const labelPattern = new RegExp(`^[${base32Alphabet}]{${((labelPayloadBytes + labelMacBytes) * 8) / 5}}$`)

/** Lower-case base32 (RFC 4648's alphabet, no padding) of bytes whose bits are a multiple of 5. */
function base32(bytes: Uint8Array): string {
  let out = ''
  let bits = 0
  let value = 0
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
    value &= (1 << bits) - 1
  }
  return out
}

function fromBase32(text: string): Buffer {
  const out: number[] = []
  let bits = 0
  let value = 0
  for (const char of text) {
    value = (value << 5) | base32Alphabet.indexOf(char)
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
    value &= (1 << bits) - 1
  }
  return Buffer.from(out)
}

/** The label's MAC: the purpose prefix keeps it from ever passing for a preview link's signature. */
const labelMacOf = (secret: string, payload: Buffer) =>
  macOf(secret, `gallery.${payload.toString('hex')}`).subarray(0, labelMacBytes)

/** Where a look sits in the registry: the template's index and the colour's among its five. */
function lookIndexes(look: PreviewLook | undefined): [number, number] {
  if (!look) return [noLook, noLook]
  const template = templateRegistry.findIndex((entry) => entry.code === look.theme_code)
  const colour = templateRegistry[template]?.colours.indexOf(look.theme_color) ?? -1
  if (template < 0 || colour < 0) throw new Error(`Not a look of the registry: ${JSON.stringify(look)}`)
  return [template, colour]
}

/**
 * A gallery host's label (docs/operators.md#gallery): the grant's tenant, version, look and end (rounded down to
 * the second), signed with the install's preview secret. Stateless: the host itself is the grant.
 */
export async function signGalleryLabel(db: Db, grant: PreviewGrant): Promise<string> {
  const payload = Buffer.alloc(labelPayloadBytes)
  const [template, colour] = lookIndexes(grant.look)
  payload.writeUInt32BE(grant.tenantId, 0)
  payload.writeUInt32BE(grant.version, 4)
  payload.writeUInt8(template, 8)
  payload.writeUInt8(colour, 9)
  payload.writeUInt32BE(Math.floor(grant.expiresAt / 1000), 10)
  return base32(Buffer.concat([payload, labelMacOf(await previewSecret(db), payload)]))
}

/** The grant of a gallery label when it is well formed, its MAC holds and it has not expired. */
export async function verifyGalleryLabel(
  db: Db,
  label: string,
  now: number,
): Promise<PreviewGrant | undefined> {
  if (!labelPattern.test(label)) return undefined
  const bytes = fromBase32(label)
  const payload = bytes.subarray(0, labelPayloadBytes)
  const mac = bytes.subarray(labelPayloadBytes)
  const expected = labelMacOf(await previewSecret(db), payload)
  if (!sameSecret(mac.toString('base64url'), expected.toString('base64url'))) return undefined
  const template = payload.readUInt8(8)
  const colour = payload.readUInt8(9)
  let look: PreviewLook | undefined
  if (template !== noLook || colour !== noLook) {
    const entry = templateRegistry[template]
    const color = entry?.colours[colour]
    if (!entry || !color) return undefined
    look = { theme_code: entry.code, theme_color: color }
  }
  const expiresAt = payload.readUInt32BE(10) * 1000
  if (expiresAt <= now) return undefined
  return { tenantId: payload.readUInt32BE(0), version: payload.readUInt32BE(4), expiresAt, look }
}

/** The preview of the request being answered, if it carries a valid preview cookie or comes to a gallery host. */
const previewScope = new AsyncLocalStorage<PreviewGrant>()

export const currentPreview = (): PreviewGrant | undefined => previewScope.getStore()

/**
 * The label of a gallery host, `<label>.<previewHost>` (docs/operators.md#gallery); undefined when the host is not
 * under the preview host.
 */
export function galleryLabelOf(host: string, previewHost: string): string | undefined {
  const suffix = `.${previewHost}`
  return host.endsWith(suffix) ? host.slice(0, -suffix.length) : undefined
}

/**
 * Every request runs with the preview it is granted (docs/operators.md#previews): on a gallery host, the one its
 * label signs (docs/operators.md#gallery), refused (403) when the label does not hold, so such a request never
 * reaches another tenant; elsewhere the one its preview cookie grants. A cookie that no longer holds (expired, or
 * signed by another install) is cleared.
 */
export function previewMiddleware(db: Db, now: () => Date, previewHost: string) {
  return async (c: Context, next: Next) => {
    const host = new URL(c.req.url).hostname.toLowerCase()
    const label = galleryLabelOf(host, previewHost)
    if (label !== undefined) {
      const grant = await verifyGalleryLabel(db, label, now().getTime())
      if (!grant)
        return c.req.path.startsWith('/api/')
          ? fail(c, 403, operatorMessages.galleryExpired)
          : c.text(operatorMessages.galleryExpired, 403)
      return previewScope.run({ ...grant, host }, next)
    }
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

/** The document in a gallery frame's look: its theme code and colour instead of the version's own. */
export function withLook(config: TenantConfig, look: PreviewLook | undefined): TenantConfig {
  return look ? { ...config, site: { ...config.site, ...look } } : config
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
