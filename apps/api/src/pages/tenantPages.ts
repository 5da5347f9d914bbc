import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { signedInCookieName } from '@lobbykit/contract/drawnPage'
import { logoArtFolder, logoArtPath } from '@lobbykit/contract/mediaPaths'
import { checkTheme } from '@lobbykit/contract/registry'
import { isPublicContent, sitePages, templatePartOf } from '@lobbykit/contract/sitePages'
import type { Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import type { SiteEntry } from '../cache/siteCache'
import type { ApiContext } from '../context'
import { nonceMark, type PageSources } from '../http/contentSecurityPolicy'
import { escapeMarkup } from '../http/escapeMarkup'
import { uploadFaviconPath } from '../media/uploadPaths'
import { isInMaintenance, startupAnswers } from '../routes/startup'
import { seoOf } from '../tenants/content'
import {
  type BuildManifest,
  joinPreloads,
  noPreloads,
  routePreloads,
  templatePartPreloads,
  themePreloads,
} from './assetPreloads'
import { DrawnPageCache, type DrawPage } from './drawnPages'
import { stylesheetHrefs, stylesheetReader } from './inlineStyles'
import { pageSourcesOf } from './pageSources'
import { type DocumentParts, fillShell, pageOf, retryAfterSeconds } from './tenantDocument'

/** The host name the request was sent to (its Host header), without the port. */
function hostOf(c: Context): string {
  return new URL(c.req.url).hostname.toLowerCase()
}

/**
 * The tenant's app icon (web manifest, social image): its uploaded manifest icon, else the generated one, a 512-pixel
 * PNG (docs/architecture.md#media): home screens and link previews want a raster.
 */
const iconOf = (site: SiteEntry) => site.tenant.manifestIcon || logoArtPath(site.tenant.code, 'icon.png')

/**
 * The page's favicon at a tab's size: the tenant's uploaded icon (an address elsewhere as it is), else the
 * generated mark. The page's renderer decodes the favicon on its main thread: a 512-pixel PNG took 60 ms there in
 * Lighthouse's trace (docs/architecture.md#media).
 */
function faviconOf(site: SiteEntry): string {
  const uploaded = site.tenant.manifestIcon
  if (!uploaded || uploaded.startsWith(logoArtFolder)) return logoArtPath(site.tenant.code, 'favicon.png')
  return uploadFaviconPath(uploaded) ?? uploaded
}

const iconTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
}

/** An icon's media type, read from its file name; PNG when the name says nothing else. */
const iconType = (href: string) => iconTypes[/\.(\w+)$/.exec(href)?.[1]?.toLowerCase() ?? ''] ?? 'image/png'

/**
 * A tenant's page as the server answers it: the HTML (its scripts marked for the answer's nonce), its status and
 * headers, and the hosts beyond our own its settings let it load from (docs/architecture.md#security-headers).
 */
export interface TenantPage {
  body: string
  status: 200 | 404 | 503
  headers: Record<string, string>
  sources: PageSources
}

/** How the tenant pages draw a public page: the site's server build, and the API itself for its calls. */
export interface PageDrawing {
  drawPage: () => Promise<DrawPage | undefined>
  /** Answers a call of the drawing page in-process. */
  fetch: (request: Request) => Response | Promise<Response>
}

/** Pages drawn at once, past which a page goes out as the shell alone rather than wait its turn. */
const maxDrawing = 4

/**
 * The built index.html filled in for the tenant the host names (docs/architecture.md#tenant-document): its
 * start-up answer inlined, the page's title, meta, social and canonical tags from its SEO record, its
 * language, icon, manifest and theme colour, and a public page drawn by the site's server build with the data
 * it was drawn with (docs/architecture.md#server-rendering). A path that is no page is a 404 and a tenant in
 * maintenance a 503 with Retry-After; the shell still comes with them, so the browser shows the site's own
 * screen. An unknown host gets nothing here (the plain shell: the browser asks start-up and shows why it failed).
 * The documents are kept for many answers with the nonce's mark on their scripts, never with a nonce
 * (docs/architecture.md#security-headers).
 */
export function tenantPage(ctx: ApiContext, siteDir: string, drawing?: PageDrawing) {
  /** Drawn documents by tenant version, build, host and address. */
  const drawn = new DrawnPageCache<string>(() => ctx.now().getTime())
  let inFlight = 0
  /** The document with the page drawn in, when it is a public page and the drawing has room. */
  const drawnDocument = async (
    c: Context,
    site: SiteEntry,
    shell: string,
    shellVersion: string,
    parts: () => Promise<DocumentParts>,
  ) => {
    const draw = await drawing?.drawPage()
    if (!draw || !drawing) return undefined
    const url = new URL(c.req.url)
    const path = `${url.pathname}${url.search}`
    // By host too: a tenant's domains (`localhost` and `casino1.localhost`) each get a drawing with their own
    // origin and page-data keys, which name the domain the browser will ask with.
    const key = `${site.tenant.id}:${site.tenant.version}:${shellVersion}:${url.host}${path}`
    if (!drawn.has(key) && inFlight >= maxDrawing) return undefined
    return drawn.get(key, async () => {
      inFlight += 1
      try {
        const filled = await parts()
        const page = await draw({
          url: path,
          origin: url.origin,
          startup: filled.startup,
          fetch: drawing.fetch,
          // The page data's script element: each answer puts its own nonce in the mark's place.
          nonce: nonceMark,
        })
        return page && fillShell(shell, { ...filled, drawn: page })
      } finally {
        inFlight -= 1
      }
    })
  }
  const readStyles = stylesheetReader(siteDir)
  const manifests = new Map<string, Promise<BuildManifest>>()
  /** The build's manifest, read once per build (the shell's version): none when the build has none. */
  const manifestOf = (shellVersion: string) => {
    let manifest = manifests.get(shellVersion)
    if (!manifest) {
      manifests.clear()
      manifest = readFile(join(siteDir, '.vite', 'manifest.json'), 'utf8')
        .then((text) => JSON.parse(text) as BuildManifest)
        .catch(() => ({}))
      manifests.set(shellVersion, manifest)
    }
    return manifest
  }
  return async (c: Context, shell: string, shellVersion: string): Promise<TenantPage | undefined> => {
    const site = await ctx.sites.site(hostOf(c))
    if (!site) return undefined
    const [answers, seo, sources] = await Promise.all([
      startupAnswers(ctx, site),
      ctx.sites.memo(site, 'seo', () => seoOf(ctx.db, site)),
      pageSourcesOf(ctx, site),
    ])
    const now = ctx.now()
    const maintenance = isInMaintenance(site.tenant, now)
    const answer = maintenance ? answers.maintenance : answers.open
    const { page, language } = pageOf(c.req.path, answer.language)
    const key = `document:${shellVersion}:${page?.page ?? ''}:${language}:${maintenance}`
    const theme = checkTheme(answer.site.theme_code, answer.site.theme_color)
    // A signed-in player's browser would replace a visitor's drawing with their own page: it draws it itself.
    const signedIn = getCookie(c, signedInCookieName) === '1'
    // A preview (docs/operators.md#previews) goes out undrawn: the drawn pages are kept for players, and the
    // browser draws the draft from the calls its preview cookie answers.
    const open =
      theme.ok && !maintenance && !signedIn && !site.preview && page !== undefined && isPublicContent(page)
    // Made only when a document is filled, not for every request a kept document answers.
    const parts = async (): Promise<DocumentParts> => {
      const manifest = await manifestOf(shellVersion)
      // The maintenance screen needs no template: nothing to fetch early for it.
      const preloads =
        theme.ok && !maintenance
          ? joinPreloads(
              themePreloads(manifest, theme.template.id, theme.colour),
              templatePartPreloads(manifest, theme.template.id, page && templatePartOf(page)),
              page ? routePreloads(manifest, page.path) : noPreloads,
            )
          : noPreloads
      return {
        preloads,
        styles: open ? await readStyles([...stylesheetHrefs(shell), ...preloads.styles]) : undefined,
        startup: answer,
        seo: page ? seo.get(page.page) : undefined,
        language,
        themeColor: site.tenant.brandColor,
        iconHref: faviconOf(site),
      }
    }
    const drawnNow = open ? await drawnDocument(c, site, shell, shellVersion, parts) : undefined
    const body = drawnNow ?? (await ctx.sites.memo(site, key, async () => fillShell(shell, await parts())))
    const headers: Record<string, string> = {}
    if (maintenance) headers['retry-after'] = String(retryAfterSeconds(answer.maintenance.end_date, now))
    return { body, status: maintenance ? 503 : page ? 200 : 404, headers, sources }
  }
}

/** The pages a crawler may list: the public ones, less those that only sign in or wait. */
const listedPages = sitePages.filter(isPublicContent)

/**
 * The tenant's web manifest, robots.txt and sitemap (docs/architecture.md#tenant-document), for the host that
 * asks. An unknown host gets a 404.
 */
export function registerTenantFiles(app: Hono, ctx: ApiContext) {
  const withSite =
    (handle: (c: Context, site: SiteEntry) => Promise<Response> | Response) => async (c: Context) => {
      const site = await ctx.sites.site(hostOf(c))
      if (!site) return c.text('Not found', 404)
      return handle(c, site)
    }
  const origin = (c: Context) => new URL(c.req.url).origin

  app.get(
    '/manifest.webmanifest',
    withSite(async (c, site) => {
      const answer = (await startupAnswers(ctx, site)).open
      const icon = iconOf(site)
      const manifest = {
        name: answer.site.site_name,
        short_name: answer.site.logo_text || answer.site.site_name,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: site.tenant.brandColor,
        background_color: site.tenant.brandColor,
        icons: [{ src: icon, sizes: 'any', type: iconType(icon) }],
      }
      return c.body(JSON.stringify(manifest), 200, {
        'content-type': 'application/manifest+json',
        'cache-control': 'public, max-age=300',
      })
    }),
  )

  app.get(
    '/robots.txt',
    withSite((c) => {
      const closed = sitePages
        .filter((page) => page.access !== 'public')
        .map((page) => `Disallow: ${page.path}`)
      const body = ['User-agent: *', 'Allow: /', ...closed, '', `Sitemap: ${origin(c)}/sitemap.xml`, ''].join(
        '\n',
      )
      return c.text(body, 200, { 'cache-control': 'public, max-age=300' })
    }),
  )

  app.get(
    '/sitemap.xml',
    withSite((c) => {
      const urls = listedPages
        .map((page) => `  <url><loc>${escapeMarkup(`${origin(c)}${page.path}`)}</loc></url>`)
        .join('\n')
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
      return c.body(body, 200, {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=300',
      })
    }),
  )
}
