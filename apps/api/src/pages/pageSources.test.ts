import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GameProvider, gameFrameOrigins, originalsEngineProvider } from '../providers/provider'
import { entryOnlyIndexHtml, writeBuiltSite } from '../testing/builtSite'
import { openTestApp, type TestApp } from '../testing/testApp'
import { hostsNamedIn } from './pageSources'

let t: TestApp
beforeAll(async () => {
  const siteDir = writeBuiltSite({
    indexHtml: entryOnlyIndexHtml,
    manifest: {},
  })
  t = await openTestApp({ siteDir })
})
afterAll(() => t.close())

/** The sources of a tenant's page's directive, as its answer names them. */
async function sourcesOf(host: string, directive: string): Promise<string[]> {
  const answer = await t.app.request(`http://${host}/`)
  expect(answer.headers.get('content-type')).toContain('text/html')
  const policy = answer.headers.get('content-security-policy') ?? ''
  const found = policy.split('; ').find((entry) => entry.startsWith(`${directive} `))
  return found?.split(' ').slice(1) ?? []
}

/** Google's tag, as its owner pastes it: a script from Google's host and an inline one that configures it. */
const googleTag =
  '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST1"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","G-TEST1")</script>'

describe("the hosts a tenant's settings name (docs/architecture.md#security-headers)", () => {
  it("reads an analytics snippet's script hosts, and every host it names for its reports", () => {
    expect(hostsNamedIn(googleTag)).toEqual({
      scripts: ['https://www.googletagmanager.com'],
      connections: ['https://www.googletagmanager.com'],
    })
    // A tag manager's loader writes its script's address in its own text.
    const manager = hostsNamedIn(
      "<script>(function(w,d,s){var j=d.createElement(s);j.async=true;j.src='https://tags.example.com:8443/gtm.js?id=1';d.head.appendChild(j)})(window,document,'script')</script>",
    )
    expect(manager.scripts).toEqual(['https://tags.example.com:8443'])
    // A protocol-relative script loads over the page's own scheme: a host without a scheme says the same.
    expect(hostsNamedIn('<script src="//cdn.example.net/tag.js"></script>').scripts).toEqual([
      'cdn.example.net',
    ])
    // A pixel's host is no script host, but the snippet's scripts may report there.
    const pixel = hostsNamedIn(
      '<script src="/own/tag.js"></script><noscript><img src="https://pixel.example.org/p?id=1" alt=""></noscript>',
    )
    expect(pixel).toEqual({ scripts: [], connections: ['https://pixel.example.org'] })
    // Nothing that could break out of a policy's source list: no quotes, semicolons, commas or stars.
    expect(
      hostsNamedIn(
        '<script src="https://a.example;script-src *"></script><script>\'https://*.example\'</script><script src="javascript:alert(1)"></script>',
      ).scripts,
    ).toEqual(['https://a.example'])
  })

  it('lets a tenant whose analytics name a host load scripts from it, and no other tenant', async () => {
    expect(await sourcesOf('casino2.localhost', 'script-src')).not.toContain(
      'https://www.googletagmanager.com',
    )
    await t.database.db.execute(
      sql`INSERT INTO analytics_scripts (tenant_id, section, script, position) SELECT id, 'HEAD', ${googleTag}, 9 FROM tenants WHERE code = 'casino2'`,
    )
    const scripts = await sourcesOf('casino2.localhost', 'script-src')
    expect(scripts).toContain('https://www.googletagmanager.com')
    expect(scripts.slice(0, 2)).toEqual(["'self'", expect.stringMatching(/^'nonce-[\w-]{22}'$/)])
    expect(await sourcesOf('casino2.localhost', 'connect-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
    ])
    // casino4 has no such snippet.
    expect(await sourcesOf('casino4.localhost', 'script-src')).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-[\w-]{22}'$/),
    ])
    // The snippet's host goes when the snippet goes.
    await t.database.db.execute(sql`DELETE FROM analytics_scripts WHERE script = ${googleTag}`)
    expect(await sourcesOf('casino2.localhost', 'script-src')).not.toContain(
      'https://www.googletagmanager.com',
    )
  })

  it("lets a tenant whose live chat is on load the vendor's widget, frame its window and talk to it", async () => {
    // slot2's chat is on, casino2's off (apps/api/src/seed/demoTenants.ts).
    expect(await sourcesOf('slot2.localhost', 'script-src')).toContain('https://*.livechatinc.com')
    expect(await sourcesOf('slot2.localhost', 'frame-src')).toEqual(["'self'", 'https://*.livechatinc.com'])
    expect(await sourcesOf('slot2.localhost', 'connect-src')).toEqual([
      "'self'",
      'https://*.livechatinc.com',
      'wss://*.livechatinc.com',
    ])
    expect(await sourcesOf('casino2.localhost', 'frame-src')).toEqual(["'self'"])
    await t.database.db.execute(sql`UPDATE tenants SET live_chat_status = false WHERE code = 'slot2'`)
    expect(await sourcesOf('slot2.localhost', 'script-src')).not.toContain('https://*.livechatinc.com')
    await t.database.db.execute(sql`UPDATE tenants SET live_chat_status = true WHERE code = 'slot2'`)
  })

  it("frames the game windows of a provider on another origin, and none while every game plays on the site's own", () => {
    expect(gameFrameOrigins()).toEqual([])
    const farAway: GameProvider = {
      code: 'far',
      launch: () => ({ url: 'https://games.example/play?token=1' }),
      frameOrigins: ['https://games.example'],
    }
    expect(gameFrameOrigins([originalsEngineProvider('demo'), farAway, farAway])).toEqual([
      'https://games.example',
    ])
  })
})
