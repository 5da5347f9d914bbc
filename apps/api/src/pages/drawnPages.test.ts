import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeBuiltSite } from '../testing/builtSite'
import { openTestApp, type TestApp } from '../testing/testApp'
import { firstScreenArtWaitMs } from './tenantDocument'

/** The built index.html as Vite writes it: the entry script, its module preloads and its stylesheet. */
const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>LobbyKit</title>
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="stylesheet" crossorigin href="/assets/blocks-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

/**
 * A stand-in for the site's server build (apps/site/src/server.tsx): it asks the API for the start-up answer
 * through the fetch it is given, as the real one asks for a page's data, and numbers its drawings.
 */
const serverBuild = `
let drawings = 0
export async function renderPage({ url, origin, fetch, nonce }) {
  if (url.includes('boom')) throw new Error('the drawing failed')
  const host = new URL(origin).hostname
  const answer = await (await fetch(new Request(origin + '/api/startup', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ domain_name: host }),
  }))).json()
  drawings += 1
  return {
    head: '<link rel="preload" as="image" href="/api/media/banner/1.svg"/>',
    root: '<main>' + answer.site.site_name + ' at ' + url + ', drawing ' + drawings + '</main>',
    after: '<script nonce="' + nonce + '" id="lobbykit-page-data" type="application/json">{}</script>',
    htmlClass: 'theme-' + host.split('.')[0],
  }
}
`

let site: TestApp
beforeAll(async () => {
  const dir = writeBuiltSite({
    indexHtml: shell,
    files: {
      'server.mjs': serverBuild,
      'assets/blocks-1.css': '.blocks{color:red}',
      'assets/src-11.css': '.template{color:green}',
      'assets/lobby-3.css': '.lobby{color:blue}',
    },
    manifest: {
      '../../packages/templates/template11/src/index.ts': {
        file: 'assets/src-11.js',
        css: ['assets/src-11.css'],
      },
      'src/routes/{-$lang}/slots.tsx?tsr-split=component': {
        file: 'assets/slots-2.js',
        imports: ['_lobby-3.js'],
      },
      '_lobby-3.js': { file: 'assets/lobby-3.js', css: ['assets/lobby-3.css'] },
    },
  })
  site = await openTestApp({ siteDir: dir, siteServer: join(dir, 'server.mjs') })
})
afterAll(() => site.close())

const page = async (host: string, path: string) => (await site.app.request(`http://${host}${path}`)).text()

describe('pages drawn on the server (docs/architecture.md#server-rendering)', () => {
  it('sends a public page drawn, in its colours, with its stylesheets and no script before it paints', async () => {
    const html = await page('slot2.localhost', '/vi/slots')
    expect(html).toMatch(/<div id="root"><main>Reel Riot at \/vi\/slots, drawing \d+<\/main><\/div>/)
    expect(html).toContain('<html lang="vi" class="theme-slot2"')
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="preload" as="image" href="/api/media/banner/1.svg"/>')
    // The shell's, the template's and the page's own stylesheets are written in, in cascade order, each before
    // a link that applies nothing but tells the site's code the stylesheet is there; no module is asked for
    // before the paint.
    const styles = ['blocks-1', 'src-11', 'lobby-3']
    const inline = [...head.matchAll(/<style data-href="\/assets\/([\w-]+)\.css">([^<]*)<\/style>/g)]
    expect(inline.map((match) => [match[1], match[2]])).toEqual([
      ['blocks-1', '.blocks{color:red}'],
      ['src-11', '.template{color:green}'],
      ['lobby-3', '.lobby{color:blue}'],
    ])
    for (const css of styles)
      expect(head).toContain(`<link rel="stylesheet" crossorigin href="/assets/${css}.css" disabled />`)
    expect(head.match(/rel="stylesheet"/g)).toHaveLength(styles.length)
    expect(head).not.toContain('type="module"')
    expect(head).not.toContain('modulepreload')
    // After the paint: the entry, the shell's modules, the template's and the page's.
    const loader = html.slice(html.indexOf('lobbykit-page-data'))
    expect(loader).toContain('requestAnimationFrame')
    // The locale data the first formatters load comes from a worker started as the code starts to download; the
    // page makes them itself, a task per formatter, only should the worker fail.
    expect(loader).toMatch(/function loadCode\(\)\{warmIntl\(\);/)
    expect(loader).toContain('new Worker("/intl-warm.js",{name:l}).onerror=here')
    expect(loader).toMatch(
      /warm\(function\(\)\{new Intl\.NumberFormat\([^;]*;warm\(function\(\)\{new Intl\.DateTimeFormat/,
    )
    // Every inline script parses: one syntax error would leave the page without its code.
    for (const [, code] of html.matchAll(/<script nonce="[\w-]+">([\s\S]*?)<\/script>/g))
      expect(() => new Function(code ?? '')).not.toThrow()
    // Buttons pressed before the code runs are kept for the site to press again once it has hydrated.
    expect(loader).toContain('window["__lobbykitEarlyClicks"]=[]')
    for (const module of [
      '/assets/main-abc.js',
      '/assets/vendor-1.js',
      '/assets/src-11.js',
      '/assets/slots-2.js',
    ])
      expect(loader).toContain(`"${module}"`)
  })

  it("asks for the code once the first screen's pictures have arrived and painted, or after a second", async () => {
    const html = await page('slot2.localhost', '/vi/slots')
    const loader = [...html.matchAll(/<script nonce="[\w-]+">([\s\S]*?)<\/script>/g)].at(-1)?.[1] ?? ''
    /** A page with these pictures (top: where each stands), as much of a browser as the loader uses. */
    const start = (art: { loading: 'eager' | 'lazy'; complete: boolean; top: number }[]) => {
      const added: string[] = []
      const scripts: Record<string, string>[] = []
      const images = art.map((picture) => {
        let arrive = () => {}
        const decoded = new Promise<void>((resolve) => {
          arrive = resolve
          if (picture.complete) resolve()
        })
        return {
          ...picture,
          getBoundingClientRect: () => ({ top: picture.top }),
          decode: () => decoded,
          arrive,
        }
      })
      const document = {
        images,
        documentElement: { lang: 'en' },
        addEventListener: () => {},
        createElement: (tag: string) => ({ tag }) as Record<string, string>,
        // The loader's own element, whose nonce the entry's element takes.
        currentScript: { nonce: 'the-page-nonce' },
        head: {
          appendChild: (element: Record<string, string>) => {
            added.push(element.rel ?? element.type ?? '')
            if (element.tag === 'script') scripts.push(element)
          },
        },
      }
      const frame = (callback: () => void) => setTimeout(callback, 16)
      // The page has painted: the first contentful paint is on record.
      const performance = {
        getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []),
      }
      new Function('window', 'document', 'requestAnimationFrame', 'innerHeight', 'performance', loader)(
        {},
        document,
        frame,
        800,
        performance,
      )
      return { images, codeAsked: () => added.includes('module'), added, scripts }
    }
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

    // Waits for the first screen's eager picture, not for a lazy one or one below the screen.
    const waiting = start([
      { loading: 'eager', complete: false, top: 100 },
      { loading: 'lazy', complete: false, top: 200 },
      { loading: 'eager', complete: false, top: 2000 },
    ])
    await wait(150)
    expect(waiting.codeAsked()).toBe(false)
    waiting.images[0]?.arrive()
    await wait(150)
    expect(waiting.codeAsked()).toBe(true)
    // Every module is preloaded before the entry is added (each in a task of its own, in order).
    expect(waiting.added).toEqual([
      ...Array.from({ length: waiting.added.length - 1 }, () => 'modulepreload'),
      'module',
    ])
    expect(waiting.added.length).toBeGreaterThan(1)
    // The entry's script element carries the page's nonce (docs/architecture.md#security-headers).
    expect(waiting.scripts).toEqual([
      expect.objectContaining({ type: 'module', src: '/assets/main-abc.js', nonce: 'the-page-nonce' }),
    ])

    const arrived = start([{ loading: 'eager', complete: true, top: 100 }])
    await wait(150)
    expect(arrived.codeAsked()).toBe(true)

    const never = start([{ loading: 'eager', complete: false, top: 100 }])
    await wait(firstScreenArtWaitMs - 200)
    expect(never.codeAsked()).toBe(false)
    await wait(400)
    expect(never.codeAsked()).toBe(true)
  })

  it('keeps a drawn page a while instead of drawing it for every visitor, each answer with its own nonce', async () => {
    const nonceOf = (html: string) => /<script nonce="([\w-]{22})"/.exec(html)?.[1] ?? ''
    const first = await page('casino1.localhost', '/slots')
    const second = await page('casino1.localhost', '/slots')
    expect(nonceOf(first)).not.toBe(nonceOf(second))
    expect(second.replaceAll(nonceOf(second), '')).toBe(first.replaceAll(nonceOf(first), ''))
  })

  it("carries the answer's nonce, the one its policy names, on every script element it writes (docs/architecture.md#security-headers)", async () => {
    for (let round = 0; round < 2; round += 1) {
      const response = await site.app.request('http://slot2.localhost/vi/slots')
      const policy = response.headers.get('content-security-policy') ?? ''
      const nonce = /'nonce-([\w-]{22})'/.exec(policy)?.[1]
      const html = await response.text()
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      // The start-up answer, the page's data and the loader.
      expect(scripts).toHaveLength(3)
      for (const script of scripts) expect(script).toContain(` nonce="${nonce}"`)
    }
  })

  it("leaves the pages it does not draw as the browser's: a player's page, a sign-in form, a path that is no page", async () => {
    for (const path of ['/deposit', '/login', '/en/register', '/no-such-page']) {
      const html = await page('slot2.localhost', path)
      expect(html, path).toContain('<div id="root"></div>')
      expect(html, path).toMatch(
        /<script nonce="[\w-]{22}" type="module" crossorigin src="\/assets\/main-abc\.js"><\/script>/,
      )
    }
  })

  it("leaves a signed-in player's page for their browser to draw", async () => {
    const response = await site.app.request('http://slot2.localhost/slots', {
      headers: { cookie: 'signedIn=1' },
    })
    const html = await response.text()
    expect(html).toContain('<div id="root"></div>')
    // An undrawn page shows nothing before its code runs: its stylesheets stay links.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/blocks-1.css">')
    expect(html).not.toContain('<style data-href')
  })

  it('sends the page undrawn when drawing it fails', async () => {
    const html = await page('slot2.localhost', '/slots?boom=1')
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('src="/assets/main-abc.js"')
  })
})
