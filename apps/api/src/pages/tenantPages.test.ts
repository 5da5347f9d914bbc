import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startupElementId, startupResponseSchema } from '@lobbykit/contract/calls/startup'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageInfo } from '../media/imageInfo'
import { writeBuiltSite } from '../testing/builtSite'
import { openTestApp, type TestApp } from '../testing/testApp'

/** The built index.html as Vite writes it: a placeholder title and theme colour, the entry script. */
const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#101418" />
    <title>LobbyKit</title>
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/blocks-1.css">
  </head>
  <body><div id="root"></div></body>
</html>
`

let site: TestApp
beforeAll(async () => {
  const siteDir = writeBuiltSite({
    indexHtml: shell,
    manifest: {
      '../../packages/templates/template1/src/index.ts': {
        file: 'assets/src-1.js',
        css: ['assets/src-1.css'],
      },
      '../../packages/templates/template1/src/themes/index.ts': { file: 'assets/themes-1.js' },
      '../../packages/templates/template1/src/themes/midnight-gold.css.ts': {
        file: 'assets/midnight-gold.css-1.js',
        css: ['assets/midnight-gold-1.css'],
      },
    },
  })
  site = await openTestApp({ siteDir })
})
afterAll(() => site.close())

const page = (url: string) => site.app.request(url)

/** The page's start-up answer, read back from its script element. */
function inlinedStartup(html: string) {
  const match = new RegExp(
    `<script nonce="[\\w-]+" id="${startupElementId}" type="application/json">(.*?)</script>`,
  ).exec(html)
  return startupResponseSchema.parse(JSON.parse(match?.[1] ?? 'null'))
}

describe("a tenant's page", () => {
  it("carries the tenant's start-up answer, title, tags and language before any script runs", async () => {
    const response = await page('http://casino1.localhost/')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(inlinedStartup(html).site.site_name).toBe('Lucky Harbor Casino')
    expect(html).toContain('<title>Lucky Harbor Casino | Online casino, slots and sports</title>')
    expect(html).toContain('<meta name="description" content="Home at Lucky Harbor Casino')
    expect(html).toContain('<meta property="og:title" content="Lucky Harbor Casino | Online casino')
    // The record's canonical address: casino1's first domain is localhost.
    expect(html).toContain('<link rel="canonical" href="http://localhost/" />')
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
    expect(html).toContain('<link rel="icon" href="/api/media/logo/casino1/favicon.png" />')
    expect(html).toMatch(/<html lang="en">/)
    // The placeholders are gone, the entry script stays.
    expect(html).not.toContain('<title>LobbyKit</title>')
    expect(html).not.toContain('#101418')
    expect(html).toContain('src="/assets/main-abc.js"')
  })

  it("links its template's and colour's files in the head, so they download beside the entry", async () => {
    const html = await (await page('http://casino1.localhost/slots')).text()
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/src-1.css" />')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/midnight-gold-1.css" />')
    for (const script of ['src-1.js', 'themes-1.js', 'midnight-gold.css-1.js'])
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${script}" />`)
    // After the entry's stylesheets, as the browser would add them; what the shell links already, once.
    expect(html.indexOf('/assets/src-1.css')).toBeGreaterThan(html.indexOf('/assets/blocks-1.css'))
    expect(html.split('/assets/blocks-1.css')).toHaveLength(2)
    // Another template's tenant links none of template1's files.
    expect(await (await page('http://slot2.localhost/slots')).text()).not.toContain('/assets/src-1.css')
  })

  it("shows a page in its prefix's language, with that page's own SEO record", async () => {
    const html = await (await page('http://casino1.localhost/vi/about')).text()
    expect(html).toMatch(/<html lang="vi">/)
    expect(html).toContain('<title>About | Lucky Harbor Casino</title>')
  })

  it('keeps the site name as the title of a page without an SEO record', async () => {
    const response = await page('http://casino1.localhost/deposit')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<title>Lucky Harbor Casino</title>')
  })

  it('answers a path that is no page with 404, the shell still there to show the site\'s own "not found"', async () => {
    for (const path of ['/no-such-page', '/slots/extra', '/xx/slots', '/VI/slots']) {
      const response = await page(`http://casino1.localhost${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain(`id="${startupElementId}"`)
    }
  })

  it('answers 503 with Retry-After while the tenant is in maintenance, its answer saying so', async () => {
    const response = await page('http://maintenance.localhost/slots')
    expect(response.status).toBe(503)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(60)
    expect(inlinedStartup(await response.text()).maintenance.is_maintenance).toBe(true)
  })

  it("leaves the shell as it is for a host that is no tenant, but for its script's nonce: the browser then says why", async () => {
    const response = await page('http://unknown.localhost/')
    const html = await response.text()
    const nonce = /<script nonce="([\w-]{22})" type="module"/.exec(html)?.[1]
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${nonce}';`)
    expect(html.replace(` nonce="${nonce}"`, '')).toBe(shell)
  })

  it('carries a fresh nonce on every script element of each answer, the one its policy names (docs/architecture.md#security-headers)', async () => {
    // The same kept document answers both: only the nonce differs.
    const answers = await Promise.all([
      page('http://casino1.localhost/deposit'),
      page('http://casino1.localhost/deposit'),
    ])
    const pages = await Promise.all(
      answers.map(async (response) => {
        const html = await response.text()
        const nonce =
          /'nonce-([\w-]{22})'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''
        const scripts = html.match(/<script\b[^>]*>/g) ?? []
        // The start-up answer and the entry.
        expect(scripts).toHaveLength(2)
        for (const script of scripts) expect(script).toContain(` nonce="${nonce}"`)
        return { nonce, html: html.replaceAll(nonce, '') }
      }),
    )
    expect(pages[0]?.nonce).toMatch(/^[\w-]{22}$/)
    expect(pages[0]?.nonce).not.toBe(pages[1]?.nonce)
    expect(pages[0]?.html).toBe(pages[1]?.html)
  })

  it('writes a tenant-supplied text so that it cannot close its element or open another', async () => {
    await site.database.db.execute(
      sql`UPDATE tenants SET site_name = '</script><script>alert(1)</script> & "Co"' WHERE code = 'slot2'`,
    )
    const html = await (await page('http://slot2.localhost/promotions')).text()
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script> & \\"Co\\"')
    expect(inlinedStartup(html).site.site_name).toBe('</script><script>alert(1)</script> & "Co"')
  })

  it('gives each tenant its own page when several are asked at once', async () => {
    const hosts = ['casino1.localhost', 'slot2.localhost', 'sportsbook1.localhost', 'casino2.localhost']
    const asked = hosts.flatMap((host) => [host, host, host])
    const pages = await Promise.all(asked.map(async (host) => (await page(`http://${host}/`)).text()))
    pages.forEach((html, index) => {
      const host = asked[index] ?? ''
      expect(html, host).toContain(`/api/media/logo/${host.split('.')[0]}/favicon.png`)
      expect(inlinedStartup(html).site.external_id, host).toBe(
        inlinedStartup(pages[asked.indexOf(host)] ?? '').site.external_id,
      )
    })
    expect(new Set(pages.map((html) => inlinedStartup(html).site.external_id)).size).toBe(hosts.length)
  })
})

describe("a tenant's files", () => {
  it('serves a web manifest with its name, icon and theme colour', async () => {
    const response = await page('http://casino1.localhost/manifest.webmanifest')
    expect(response.headers.get('content-type')).toContain('application/manifest+json')
    const manifest = (await response.json()) as Record<string, unknown>
    expect(manifest).toMatchObject({
      name: 'Lucky Harbor Casino',
      start_url: '/',
      display: 'standalone',
      icons: [{ src: '/api/media/logo/casino1/icon.png', type: 'image/png' }],
    })
    // The generated icon is a raster, as a home screen and a link preview want it: 512 pixels square.
    const icon = await page('http://casino1.localhost/api/media/logo/casino1/icon.png')
    expect(icon.headers.get('content-type')).toBe('image/png')
    expect(imageInfo(new Uint8Array(await icon.arrayBuffer()))).toMatchObject({ width: 512, height: 512 })
    // The page's favicon is the same mark at a tab's size (decoded on the page's main thread).
    const favicon = await page('http://casino1.localhost/api/media/logo/casino1/favicon.png')
    expect(imageInfo(new Uint8Array(await favicon.arrayBuffer()))).toMatchObject({ width: 64, height: 64 })
    // The page's theme colour, the tenant's brand colour.
    const html = await (await page('http://casino1.localhost/')).text()
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`)
  })

  it("links an uploaded icon as the favicon at a tab's size, and an icon elsewhere as it is", async () => {
    const hash = 'c0ffee'.repeat(10).concat('c0ff')
    await site.database.db.execute(
      sql`UPDATE tenants SET manifest_icon = ${`/api/media/upload/casino2/${hash}.jpg`} WHERE code = 'casino2'`,
    )
    const uploaded = await (await page('http://casino2.localhost/fishing')).text()
    expect(uploaded).toContain(`<link rel="icon" href="/api/media/upload/casino2/${hash}-64.png" />`)
    await site.database.db.execute(
      sql`UPDATE tenants SET manifest_icon = 'https://cdn.example.com/reef.png' WHERE code = 'casino2'`,
    )
    const elsewhere = await (await page('http://casino2.localhost/poker')).text()
    expect(elsewhere).toContain('<link rel="icon" href="https://cdn.example.com/reef.png" />')
  })

  it("serves robots.txt that keeps crawlers out of the players' pages and names the sitemap", async () => {
    const text = await (await page('http://casino1.localhost/robots.txt')).text()
    expect(text).toContain('Disallow: /deposit')
    expect(text).toContain('Disallow: /forgot-password')
    expect(text).not.toContain('Disallow: /slots')
    expect(text).toContain('Sitemap: http://casino1.localhost/sitemap.xml')
  })

  it('serves a sitemap of the public pages on its own host', async () => {
    const xml = await (await page('http://slot2.localhost/sitemap.xml')).text()
    expect(xml).toContain('<loc>http://slot2.localhost/</loc>')
    expect(xml).toContain('<loc>http://slot2.localhost/slots</loc>')
    expect(xml).not.toContain('/deposit')
    expect(xml).not.toContain('/login')
  })

  it('answers 404 for a host that is no tenant', async () => {
    expect((await page('http://unknown.localhost/manifest.webmanifest')).status).toBe(404)
    expect((await page('http://unknown.localhost/robots.txt')).status).toBe(404)
  })
})

describe("a tenant's drawn page", () => {
  it("is drawn for each of its domains, with that domain's origin: one domain's drawing never answers another", async () => {
    const siteDir = writeBuiltSite({ indexHtml: shell, manifest: {} })
    // A stand-in for the site's server build that draws the origin it was asked for.
    const serverBuild = join(siteDir, 'server.mjs')
    writeFileSync(
      serverBuild,
      `export async function renderPage(request) {
        return { head: '', root: '<p>drawn for ' + request.origin + '</p>', after: '', htmlClass: 'theme' }
      }`,
    )
    const drawing = await openTestApp({ siteDir, siteServer: serverBuild })
    try {
      const drawnFor = async (host: string) => (await drawing.app.request(`http://${host}/en`)).text()
      expect(await drawnFor('localhost')).toContain('<p>drawn for http://localhost</p>')
      const other = await drawnFor('casino1.localhost')
      expect(other).toContain('<p>drawn for http://casino1.localhost</p>')
      expect(other).not.toContain('drawn for http://localhost<')
    } finally {
      await drawing.close()
    }
  })
})
