import { eq } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import type { Db } from '../db/client'
import { banners, bonusOffers, games, promotions, providers, tenants } from '../db/schema'
import { rasterOf } from '../media/raster'
import {
  badgeSvg,
  gameArtSvg,
  isLogoVariant,
  logoSvg,
  type PromoArtKind,
  promoArtKindOf,
  promoArtSvg,
} from '../media/svg'

type ImageFormat = 'svg' | 'webp' | 'png'

/**
 * An image file's name and format: `name.svg` (the drawing) or `name.webp` (the same, rastered); a logo also
 * as `name.png`, the format a site icon is linked in.
 */
function imageFile(
  file: string,
  formats: readonly ImageFormat[] = ['svg', 'webp'],
): { name: string; format: ImageFormat } | undefined {
  const match = /^(.+)\.(\w+)$/.exec(file)
  const format = match?.[2] as ImageFormat | undefined
  return match?.[1] && format && formats.includes(format) ? { name: match[1], format } : undefined
}

async function image(c: Context, svg: string, format: ImageFormat, maxAgeSeconds: number, scale = 1) {
  const cacheControl = `public, max-age=${maxAgeSeconds}`
  if (format !== 'svg')
    return c.body(new Uint8Array(await rasterOf(svg, format, scale)), 200, {
      'content-type': `image/${format}`,
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
    })
  return c.body(svg, 200, {
    'content-type': 'image/svg+xml',
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  })
}

const notFound = (c: Context) => c.json({ statusCode: 0, message: `No such image: ${c.req.path}` }, 404)

/** A row id in a file name (`12.webp`), or undefined. */
function rowFile(file: string): { id: number; format: ImageFormat } | undefined {
  const image = imageFile(file)
  return image && /^[1-9][0-9]{0,8}$/.test(image.name)
    ? { id: Number(image.name), format: image.format }
    : undefined
}

/**
 * The handler of a row's generated art (`<id>.svg` or `.webp`): what `find` says the row of that id is about, in its
 * tenant's colour, or 404.
 */
function promoArt(
  name: string,
  size: 'banner' | 'promotion',
  find: (id: number) => Promise<{ kind: PromoArtKind; color: string } | undefined>,
) {
  return async (c: Context) => {
    const file = rowFile(c.req.param('file') ?? '')
    if (!file) return notFound(c)
    const row = await find(file.id)
    if (!row) return notFound(c)
    return image(c, promoArtSvg(row.kind, row.color, size, `${name}:${file.id}`), file.format, 3_600)
  }
}

/**
 * GET /api/media/...: the generated images of logos, games, providers, partners, banners, promotions and bonus
 * offers.
 */
export function registerMedia(app: Hono, db: Db) {
  app.get('/api/media/logo/:tenant/:file', async (c) => {
    const file = imageFile(c.req.param('file'), ['svg', 'webp', 'png'])
    if (!file || !isLogoVariant(file.name)) return notFound(c)
    const [tenant] = await db
      .select({ siteName: tenants.siteName, brandColor: tenants.brandColor })
      .from(tenants)
      .where(eq(tenants.code, c.req.param('tenant')))
    if (!tenant) return notFound(c)
    // A header or footer logo rastered at twice its size: it is shown about its own size, on dense screens.
    const scale = file.name === 'icon' || file.name === 'favicon' ? 1 : 2
    return image(c, logoSvg(tenant.siteName, tenant.brandColor, file.name), file.format, 300, scale)
  })

  app.get('/api/media/game/:file', async (c) => {
    const file = imageFile(c.req.param('file'))
    if (!file) return notFound(c)
    const [game] = await db
      .select({ code: games.code, name: games.name, category: games.category, providerName: providers.name })
      .from(games)
      .innerJoin(providers, eq(games.providerId, providers.id))
      .where(eq(games.code, file.name))
    if (!game) return notFound(c)
    return image(c, gameArtSvg(game), file.format, 86_400)
  })

  app.get('/api/media/provider/:file', async (c) => {
    const file = imageFile(c.req.param('file'))
    if (!file) return notFound(c)
    const [provider] = await db
      .select({ name: providers.name })
      .from(providers)
      .where(eq(providers.code, file.name))
    if (!provider) return notFound(c)
    return image(c, badgeSvg(provider.name), file.format, 86_400)
  })

  /** The art of a banner or promotion of that id: what it is about (from where it leads) in its tenant's colour. */
  const leadsTo = (table: typeof banners | typeof promotions) => async (id: number) => {
    const [row] = await db
      .select({ href: table.href, color: tenants.brandColor })
      .from(table)
      .innerJoin(tenants, eq(tenants.id, table.tenantId))
      .where(eq(table.id, id))
    return row && { kind: promoArtKindOf(row.href), color: row.color }
  }

  /** A banner's art (docs/product.md#home). */
  app.get('/api/media/banner/:file', promoArt('banner', 'banner', leadsTo(banners)))

  /** A promotion's art, drawn as a banner's. */
  app.get('/api/media/promotion/:file', promoArt('promotion', 'promotion', leadsTo(promotions)))

  /** A deposit-bonus offer's art (docs/product.md#deposit-bonus): a gift, drawn as a promotion's. */
  app.get(
    '/api/media/bonus/:file',
    promoArt('bonus', 'promotion', async (id) => {
      const [offer] = await db
        .select({ color: tenants.brandColor })
        .from(bonusOffers)
        .innerJoin(tenants, eq(tenants.id, bonusOffers.tenantId))
        .where(eq(bonusOffers.id, id))
      return offer && { kind: 'gift', color: offer.color }
    }),
  )

  /** A named badge (partners): drawn from the name in the path alone, at most 40 characters. */
  app.get('/api/media/badge/:file', (c) => {
    const file = imageFile(c.req.param('file'))
    if (!file || file.name.length > 40) return notFound(c)
    return image(c, badgeSvg(file.name), file.format, 86_400)
  })
}
