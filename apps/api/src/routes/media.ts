import { eq } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import type { Db } from '../db/client'
import { banners, games, promotions, providers, tenants } from '../db/schema'
import { badgeSvg, gameArtSvg, type LogoVariant, logoSvg, promoArtKindOf, promoArtSvg } from '../media/svg'

const logoVariants = new Set<string>(['1', '2', '3', 'icon'])

function image(c: Context, body: string, maxAgeSeconds: number) {
  return c.body(body, 200, {
    'content-type': 'image/svg+xml',
    'cache-control': `public, max-age=${maxAgeSeconds}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  })
}

const notFound = (c: Context) => c.json({ statusCode: 0, message: `No such image: ${c.req.path}` }, 404)

/** Strips `.svg` from the last path segment; anything else is not an image here. */
function svgName(file: string): string | undefined {
  return file.endsWith('.svg') ? file.slice(0, -4) : undefined
}

/** A row id in a file name (`12.svg`), or undefined. */
function rowIdOf(file: string): number | undefined {
  const name = svgName(file)
  return name && /^[1-9][0-9]{0,8}$/.test(name) ? Number(name) : undefined
}

/** GET /api/media/...: the generated images of logos, games, providers, partners, banners and promotions. */
export function registerMedia(app: Hono, db: Db) {
  app.get('/api/media/logo/:tenant/:file', async (c) => {
    const variant = svgName(c.req.param('file'))
    if (!variant || !logoVariants.has(variant)) return notFound(c)
    const [tenant] = await db
      .select({ siteName: tenants.siteName, brandColor: tenants.brandColor })
      .from(tenants)
      .where(eq(tenants.code, c.req.param('tenant')))
    if (!tenant) return notFound(c)
    return image(c, logoSvg(tenant.siteName, tenant.brandColor, variant as LogoVariant), 300)
  })

  app.get('/api/media/game/:file', async (c) => {
    const code = svgName(c.req.param('file'))
    if (!code) return notFound(c)
    const [game] = await db
      .select({ code: games.code, name: games.name, category: games.category, providerName: providers.name })
      .from(games)
      .innerJoin(providers, eq(games.providerId, providers.id))
      .where(eq(games.code, code))
    if (!game) return notFound(c)
    return image(c, gameArtSvg(game), 86_400)
  })

  app.get('/api/media/provider/:file', async (c) => {
    const code = svgName(c.req.param('file'))
    if (!code) return notFound(c)
    const [provider] = await db
      .select({ name: providers.name })
      .from(providers)
      .where(eq(providers.code, code))
    if (!provider) return notFound(c)
    return image(c, badgeSvg(provider.name), 86_400)
  })

  /** A banner's art (docs/product.md#home): what it is about (from where it leads) in its tenant's colour. */
  app.get('/api/media/banner/:file', async (c) => {
    const id = rowIdOf(c.req.param('file'))
    if (id === undefined) return notFound(c)
    const [banner] = await db
      .select({ href: banners.href, color: tenants.brandColor })
      .from(banners)
      .innerJoin(tenants, eq(tenants.id, banners.tenantId))
      .where(eq(banners.id, id))
    if (!banner) return notFound(c)
    return image(c, promoArtSvg(promoArtKindOf(banner.href), banner.color, 'banner', `banner:${id}`), 3_600)
  })

  /** A promotion's art, drawn as a banner's. */
  app.get('/api/media/promotion/:file', async (c) => {
    const id = rowIdOf(c.req.param('file'))
    if (id === undefined) return notFound(c)
    const [promotion] = await db
      .select({ href: promotions.href, color: tenants.brandColor })
      .from(promotions)
      .innerJoin(tenants, eq(tenants.id, promotions.tenantId))
      .where(eq(promotions.id, id))
    if (!promotion) return notFound(c)
    return image(
      c,
      promoArtSvg(promoArtKindOf(promotion.href), promotion.color, 'promotion', `promotion:${id}`),
      3_600,
    )
  })

  /** A named badge (partners): drawn from the name in the path alone, at most 40 characters. */
  app.get('/api/media/badge/:file', (c) => {
    const name = svgName(c.req.param('file'))
    if (!name || name.length > 40) return notFound(c)
    return image(c, badgeSvg(name), 86_400)
  })
}
