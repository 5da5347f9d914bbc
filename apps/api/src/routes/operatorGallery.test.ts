import { startupElementId, startupResponseSchema } from '@lobbykit/contract/calls/startup'
import { operatorCalls, operatorMessages } from '@lobbykit/contract/operator'
import { templateRegistry } from '@lobbykit/contract/registry'
import type { TenantConfig } from '@lobbykit/contract/tenantConfig'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoOperatorPassword } from '../seed/operators'
import { writeBuiltSite } from '../testing/builtSite'
import { openTestApp, type TestApp } from '../testing/testApp'

let t: TestApp
beforeAll(async () => {
  const siteDir = writeBuiltSite({
    indexHtml:
      '<!doctype html><html lang="en"><head><title>LobbyKit</title></head><body><div id="root"></div></body></html>',
    manifest: {},
  })
  t = await openTestApp({ siteDir })
})
afterAll(() => t.close())

type Role = 'owner' | 'onboarding' | 'cashier' | 'support'

async function signIn(role: Role) {
  const response = await t.post(
    operatorCalls.operatorLogin.path,
    JSON.stringify({ email: `${role}@lobbykit.test`, password: demoOperatorPassword }),
  )
  return {
    cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
    csrf: ((await response.json()) as { csrf_token: string }).csrf_token,
  }
}

/** An operator call sent to `origin` (the console's address), so the frames take its scheme and port. */
async function call(
  role: Role,
  name: keyof typeof operatorCalls,
  body: unknown,
  origin = 'http://localhost',
) {
  const who = await signIn(role)
  const response = await t.post(`${origin}${operatorCalls[name].path}`, JSON.stringify(body), {
    cookie: who.cookie,
    'x-csrf-token': who.csrf,
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/** Saves a draft of slot3 named `Gallery Palace`; answers its version and the published document. */
async function draftOfSlot3() {
  const current = operatorCalls.tenantConfig.response.parse(
    (await call('onboarding', 'tenantConfig', { tenant_code: 'slot3' })).json,
  )
  const draft: TenantConfig = {
    ...current.config,
    site: { ...current.config.site, site_name: 'Gallery Palace' },
  }
  const saved = await call('onboarding', 'tenantSave', {
    tenant_code: 'slot3',
    based_on: current.version.version,
    config: draft,
  })
  expect(saved.status, String(saved.json.message)).toBe(200)
  return { version: (saved.json.version as { version: number }).version, published: current.config }
}

/** The start-up call a gallery frame's site makes: to its own host, naming it. */
async function startupOn(url: string, app = t) {
  const host = new URL(url).hostname
  return app.post(new URL('/api/startup', url).toString(), JSON.stringify({ domain_name: host }))
}

function inlinedStartup(html: string) {
  const match = new RegExp(
    `<script nonce="[\\w-]+" id="${startupElementId}" type="application/json">(.*?)</script>`,
  ).exec(html)
  return startupResponseSchema.parse(JSON.parse(match?.[1] ?? 'null'))
}

describe('the theme gallery (docs/operators.md#gallery)', () => {
  let gallery: { frames: { theme_code: string; theme_color: string; url: string }[]; expires_at: string }
  let draft: Awaited<ReturnType<typeof draftOfSlot3>>

  beforeAll(async () => {
    draft = await draftOfSlot3()
    const answer = await call(
      'support',
      'tenantGallery',
      { tenant_code: 'slot3', version: draft.version },
      'http://console.localhost:8080',
    )
    expect(answer.status, String(answer.json.message)).toBe(200)
    gallery = operatorCalls.tenantGallery.response.parse(answer.json)
  })

  it('answers a frame per template and colour of the registry, each on its own signed host, audited once', async () => {
    expect(gallery.frames).toHaveLength(100)
    expect(gallery.frames.map((frame) => `${frame.theme_code}/${frame.theme_color}`)).toEqual(
      templateRegistry.flatMap((template) => template.colours.map((colour) => `${template.code}/${colour}`)),
    )
    for (const frame of gallery.frames)
      expect(frame.url).toMatch(/^http:\/\/[a-z2-7]{48}\.preview\.localhost:8080\/$/)
    expect(new Set(gallery.frames.map((frame) => frame.url)).size).toBe(100)
    expect(Date.parse(gallery.expires_at) - Date.now()).toBeGreaterThan(59 * 60_000)

    const audit = await call('owner', 'auditLog', { limit: 50 })
    const entries = (audit.json.entries as { action: string; target: string; after: unknown }[]).filter(
      (entry) => entry.action === 'tenants.gallery',
    )
    expect(entries).toEqual([
      expect.objectContaining({
        target: 'tenant:slot3',
        after: { version: draft.version, expires_at: gallery.expires_at },
      }),
    ])
  })

  it("shows the draft in the frame's look on its host, while the tenant's own domain stays published", async () => {
    const frame = gallery.frames.find(
      (one) => one.theme_code === 'casino2' && one.theme_color === 'jade-palace',
    )
    if (!frame) throw new Error('casino2/jade-palace is a look of the registry')
    const answer = await startupOn(frame.url)
    expect(answer.status).toBe(200)
    const { site } = startupResponseSchema.parse(await answer.json())
    expect(site).toMatchObject({
      site_name: 'Gallery Palace',
      theme_code: 'casino2',
      theme_color: 'jade-palace',
    })

    // The page the frame opens carries the same answer.
    const page = await t.app.request(frame.url)
    expect(page.status).toBe(200)
    expect(inlinedStartup(await page.text()).site).toMatchObject({
      site_name: 'Gallery Palace',
      theme_code: 'casino2',
      theme_color: 'jade-palace',
    })

    // Another look of the same draft is its own.
    const other = gallery.frames.find(
      (one) => one.theme_code === 'sportsbook2' && one.theme_color === 'goal-line',
    )
    const otherSite = startupResponseSchema.parse(await (await startupOn(other?.url ?? '')).json()).site
    expect(otherSite).toMatchObject({ site_name: 'Gallery Palace', theme_code: 'sportsbook2' })

    // Players see the published site on the tenant's domain, and nothing when they name a gallery host.
    const published = await t.call('startup', { domain_name: 'slot3.localhost' })
    expect(published.json.site).toMatchObject({
      site_name: draft.published.site.site_name,
      theme_code: draft.published.site.theme_code,
      theme_color: draft.published.site.theme_color,
    })
    expect((await t.call('startup', { domain_name: new URL(frame.url).hostname })).status).toBe(404)
  })

  it('lets the console, and only the console, frame a look (docs/architecture.md#security-headers)', async () => {
    const frame = gallery.frames[0]
    if (!frame) throw new Error('the gallery has frames')
    const frameAncestors = (answer: Response) =>
      /(?:^|; )frame-ancestors ([^;]+)/.exec(answer.headers.get('content-security-policy') ?? '')?.[1]
    const page = await t.app.request(frame.url)
    expect(frameAncestors(page)).toBe('http://console.localhost:*')
    expect(page.headers.get('x-frame-options')).toBeNull()
    const own = await t.app.request('http://slot3.localhost:8080/')
    expect(frameAncestors(own)).toBe("'self'")
  })

  it('refuses a changed label and an expired one, pages and calls alike', async () => {
    const url = gallery.frames[0]?.url ?? ''
    const label = new URL(url).hostname.split('.')[0] ?? ''
    const changed = url.replace(
      label,
      `${label.slice(0, 20)}${label[20] === 'a' ? 'b' : 'a'}${label.slice(21)}`,
    )
    for (const wrong of [changed, url.replace(label, `${label}a`), url.replace(label, 'x')]) {
      const page = await t.app.request(wrong)
      expect(page.status, wrong).toBe(403)
      expect(await page.text()).toBe(operatorMessages.galleryExpired)
      const answer = await startupOn(wrong)
      expect(answer.status).toBe(403)
      expect(await answer.json()).toEqual({ statusCode: 0, message: operatorMessages.galleryExpired })
    }

    const later = t.sibling({ now: () => new Date(Date.parse(gallery.expires_at) + 1000) })
    expect((await later.app.request(url)).status).toBe(403)
    expect((await startupOn(url, later)).status).toBe(403)
  })

  it('is refused to a role that may not read tenants', async () => {
    const refused = await call('cashier', 'tenantGallery', { tenant_code: 'slot3', version: draft.version })
    expect(refused.status).toBe(403)
    expect(refused.json.message).toBe(operatorMessages.notAllowed)
  })
})
