import { apiCalls, originalsGames } from '@lobbykit/contract'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../content/sanitizeHtml'
import { adVisits, banners, games, partners, promotions, tenantProviders, tenants } from '../db/schema'
import { imageInfo } from '../media/imageInfo'
import { demoSite, openTestApp, otherSite, type TestApp } from '../testing/testApp'
import { maskAccountId, showingAnswer } from './siteContent'

let t: TestApp
let slot2Id: number

beforeAll(async () => {
  t = await openTestApp()
  const [slot2] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'slot2'))
  slot2Id = slot2?.id ?? 0
})
afterAll(() => t.close())

describe('startup', () => {
  it("counts, per category, the tenant's providers that have games", async () => {
    const casino = apiCalls.startup.response.parse(
      (await t.call('startup', { domain_name: 'casino1.localhost' })).json,
    )
    const slot = apiCalls.startup.response.parse(
      (await t.call('startup', { domain_name: 'slot2.localhost' })).json,
    )
    const count = (answer: typeof casino, category: string) =>
      answer.provider_count.find((entry) => entry.category === category)?.count ?? 0
    expect(casino.provider_count).toHaveLength(12)
    // Every tenant offers the originals provider too, with one game in each of its five categories.
    expect(count(casino, 'slot_game')).toBe(13)
    expect(count(casino, 'sportsbook')).toBe(4)
    expect(count(slot, 'sportsbook')).toBe(1)
    expect(count(slot, 'sabong')).toBe(1)
  })

  it('serves logos and a small answer', async () => {
    const response = await t.post('/api/startup', JSON.stringify({ domain_name: 'localhost' }))
    const text = await response.text()
    expect(text.length).toBeLessThan(6_000)
    const answer = apiCalls.startup.response.parse(JSON.parse(text))
    // Linked as WebP at twice the drawing's size (docs/architecture.md#media); the drawing names the site.
    expect(answer.site.logo1).toMatch(/\.webp$/)
    const logo = await t.app.request(answer.site.logo1)
    expect(logo.headers.get('content-type')).toBe('image/webp')
    expect(imageInfo(new Uint8Array(await logo.arrayBuffer()))).toMatchObject({ width: 640, height: 160 })
    const drawing = await t.app.request(answer.site.logo1.replace(/\.webp$/, '.svg'))
    expect(await drawing.text()).toContain('Lucky Harbor Casino')
  })

  it('sees a change of the tenant on its next request', async () => {
    const before = apiCalls.startup.response.parse((await t.call('startup', demoSite)).json)
    await t.database.db.update(tenants).set({ siteName: 'Reel Riot Renamed' }).where(eq(tenants.id, slot2Id))
    const after = apiCalls.startup.response.parse((await t.call('startup', demoSite)).json)
    expect(before.site.site_name).toBe('Reel Riot')
    expect(after.site.site_name).toBe('Reel Riot Renamed')
  })

  it('sees a change of its content through the version triggers', async () => {
    const [{ version: before } = { version: 0 }] = await t.database.db
      .select({ version: tenants.version })
      .from(tenants)
      .where(eq(tenants.id, slot2Id))
    await t.database.db.delete(tenantProviders).where(eq(tenantProviders.tenantId, slot2Id))
    const [{ version: after } = { version: 0 }] = await t.database.db
      .select({ version: tenants.version })
      .from(tenants)
      .where(eq(tenants.id, slot2Id))
    expect(after).toBeGreaterThan(before)
    const answer = apiCalls.startup.response.parse((await t.call('startup', demoSite)).json)
    expect(answer.provider_count).toEqual([])
    const hot = apiCalls.getHotGames.response.parse(
      (await t.call('getHotGames', { ...demoSite, game_type: '' })).json,
    )
    expect(hot.value).toEqual([])
  })

  it('keeps a cached answer until the check interval has passed, then sees the change of another instance', async () => {
    let clock = Date.parse('2026-06-01T12:00:00Z')
    const instance = t.sibling({ cacheCheckIntervalMs: 1_000, now: () => new Date(clock) })
    const first = apiCalls.startup.response.parse((await instance.call('startup', otherSite)).json)
    await t.database.db
      .update(tenants)
      .set({ gamifyStatus: !first.site.gamify_status })
      .where(eq(tenants.code, 'casino3'))
    const cached = apiCalls.startup.response.parse((await instance.call('startup', otherSite)).json)
    expect(cached.site.gamify_status).toBe(first.site.gamify_status)
    clock += 1_000
    // The first request after the interval starts the check in the background; the change shows right after.
    let seen = cached.site.gamify_status
    for (let attempt = 0; attempt < 20 && seen === first.site.gamify_status; attempt++) {
      seen = apiCalls.startup.response.parse((await instance.call('startup', otherSite)).json).site
        .gamify_status
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    expect(seen).toBe(!first.site.gamify_status)
  })

  it('answers maintenance by the clock, from the same cached tenant', async () => {
    const start = new Date('2026-06-01T10:00:00Z')
    const end = new Date('2026-06-01T12:00:00Z')
    await t.database.db
      .update(tenants)
      .set({ maintenanceStart: start, maintenanceEnd: end })
      .where(eq(tenants.code, 'casino4'))
    let clock = Date.parse('2026-06-01T09:59:00Z')
    const instance = t.sibling({ cacheCheckIntervalMs: 60_000, now: () => new Date(clock) })
    const ask = async () =>
      apiCalls.startup.response.parse(
        (await instance.call('startup', { domain_name: 'casino4.localhost' })).json,
      ).maintenance
    expect((await ask()).is_maintenance).toBe(false)
    clock = Date.parse('2026-06-01T10:30:00Z')
    expect(await ask()).toEqual({
      is_maintenance: true,
      start_date: start.toISOString(),
      end_date: end.toISOString(),
    })
    clock = Date.parse('2026-06-01T12:00:00Z')
    expect((await ask()).is_maintenance).toBe(false)
  })
})

describe('games', () => {
  it('answers hot games of the providers the tenant offers', async () => {
    const answer = apiCalls.getHotGames.response.parse(
      (await t.call('getHotGames', { ...otherSite, game_type: '' })).json,
    )
    expect(answer.value.length).toBeGreaterThan(10)
    const slots = apiCalls.getHotGames.response.parse(
      (await t.call('getHotGames', { ...otherSite, game_type: 'SLOTS' })).json,
    )
    expect(slots.value.every((game) => game.game_type === 'SLOTS')).toBe(true)
    expect(slots.value.length).toBeGreaterThan(0)
    const odd = apiCalls.getHotGames.response.parse(
      (await t.call('getHotGames', { ...otherSite, game_type: 'NOPE' })).json,
    )
    expect(odd.value).toEqual([])
  })

  it('pages through a category with its total and the providers in it', async () => {
    const first = apiCalls.getGames.response.parse(
      (await t.call('getGames', { ...otherSite, category: 'casino', page: 1, page_size: 24 })).json,
    )
    // 180 games of the tenant's live-casino providers and the originals roulette.
    expect(first.total).toBe(181)
    expect(first.value).toHaveLength(24)
    expect(first.value.every((game) => game.category === 'casino')).toBe(true)
    expect(first.providers.reduce((sum, provider) => sum + provider.game_count, 0)).toBe(181)
    const last = apiCalls.getGames.response.parse(
      (await t.call('getGames', { ...otherSite, category: 'casino', page: 8, page_size: 24 })).json,
    )
    expect(last.value).toHaveLength(181 - 7 * 24)
    expect(new Set([...first.value, ...last.value].map((game) => game.game_code)).size).toBe(24 + 13)
  })

  it('filters by provider and by a search that treats % literally', async () => {
    const byProvider = apiCalls.getGames.response.parse(
      (await t.call('getGames', { ...otherSite, provider_code: 'NOVA', page: 1, page_size: 100 })).json,
    )
    expect(byProvider.total).toBe(100)
    const search = apiCalls.getGames.response.parse(
      (await t.call('getGames', { ...otherSite, search: 'golden', page: 1, page_size: 10 })).json,
    )
    expect(search.total).toBeGreaterThan(0)
    expect(search.value.every((game) => game.game_name.toLowerCase().includes('golden'))).toBe(true)
    const wildcard = apiCalls.getGames.response.parse(
      (await t.call('getGames', { ...otherSite, search: '%', page: 1, page_size: 10 })).json,
    )
    expect(wildcard.total).toBe(0)
  })

  it('has at least 2,000 games over 30 providers and every product category, with generated art', async () => {
    const all = await t.database.db
      .select({ category: games.category, code: games.code, providerId: games.providerId })
      .from(games)
    expect(all.length).toBeGreaterThanOrEqual(2_000)
    expect(new Set(all.map((game) => game.providerId)).size).toBeGreaterThanOrEqual(30)
    expect(new Set(all.map((game) => game.category)).size).toBe(12)
    const art = await t.app.request(`/api/media/game/${all[0]?.code}.svg`)
    expect(art.status).toBe(200)
    expect(await art.text()).toMatch(/^<svg /)
    expect((await t.app.request('/api/media/game/NOPE.svg')).status).toBe(404)
  })

  it('serves every generated picture as WebP too, the size it is drawn', async () => {
    const [game] = await t.database.db
      .select({ code: games.code, imageUrl: games.imageUrl })
      .from(games)
      .limit(1)
    expect(game?.imageUrl).toBe(`/api/media/game/${game?.code}.webp`)
    const [tenant] = await t.database.db.select({ code: tenants.code }).from(tenants).limit(1)
    const iconPath = `/api/media/logo/${tenant?.code}/icon.webp`
    const paths = [game?.imageUrl ?? '', '/api/media/badge/Partner.webp', iconPath]
    for (const path of paths) {
      const answer = await t.app.request(path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('content-type')).toBe('image/webp')
      const bytes = new Uint8Array(await answer.arrayBuffer())
      expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP')
    }
    const icon = await sharp(await (await t.app.request(iconPath)).arrayBuffer()).metadata()
    expect([icon.width, icon.height]).toEqual([512, 512])
    const favicon = await t.app.request(`/api/media/logo/${tenant?.code}/favicon.png`)
    expect((await sharp(await favicon.arrayBuffer()).metadata()).width).toBe(64)
    expect((await t.app.request(`/api/media/logo/${tenant?.code}/4.webp`)).status).toBe(404)
    expect((await t.app.request('/api/media/game/NOPE.webp')).status).toBe(404)
    expect((await t.app.request('/api/media/game/ROCKET.png')).status).toBe(404)
  })

  it('refuses an unknown category with 400', async () => {
    const { status, json } = await t.call('getGames', {
      ...otherSite,
      category: 'knitting',
      page: 1,
      page_size: 10,
    })
    expect({ status, message: json.message }).toEqual({
      status: 400,
      message: 'category: unknown category knitting',
    })
  })
})

describe('site content', () => {
  it('answers partners and drops them from the cache when they change', async () => {
    const before = apiCalls.partners.response.parse((await t.call('partners', otherSite)).json)
    expect(before.partners.length).toBeGreaterThanOrEqual(4)
    expect(before.partners[0]?.img_url).toMatch(/^\/api\/media\/badge\//)
    const [casino3] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'casino3'))
    await t.database.db.insert(partners).values({
      tenantId: casino3?.id ?? 0,
      partnerName: 'New Partner',
      href: 'https://new.example',
      imgUrl: '/api/media/badge/New%20Partner.svg',
      position: 99,
    })
    const after = apiCalls.partners.response.parse((await t.call('partners', otherSite)).json)
    expect(after.partners.at(-1)?.partner_name).toBe('New Partner')
  })

  it('answers the CMS pages in English and the local language', async () => {
    const { cms } = apiCalls.siteInfoDetail.response.parse((await t.call('siteInfoDetail', demoSite)).json)
    expect(cms.about_us_status).toBe(true)
    expect(cms.en_about_us).toContain(
      'brings slots, live casino, sports, fishing, lottery and our own quick games',
    )
    // The page shows its title itself: a body does not repeat it as a heading.
    expect(cms.en_about_us).not.toMatch(/<h[12]>/)
    expect(cms.en_faqs).toContain('<h2>How do I sign up?</h2>')
    // docs/product.md#seeded-texts: the second language's pages are whole texts of their own.
    expect(cms.local_about_us).toContain('Dinadala ng Reel Riot ang slots')
    expect(cms.local_banking).toContain('Instant top-up: mula 100 PHP hanggang 50,000 PHP')
    expect(cms.en_privacy_policy).not.toContain('<script')
  })

  it('answers social accounts and analytics scripts', async () => {
    const social = apiCalls.socialAccount.response.parse((await t.call('socialAccount', demoSite)).json)
    expect(social.accountList.length).toBeGreaterThanOrEqual(3)
    const analytics = apiCalls.getAnalytics.response.parse(
      (await t.call('getAnalytics', { domain_name: 'localhost' })).json,
    )
    expect(analytics.value.map((item) => item.section)).toEqual(['HEAD', 'BODY'])
  })

  it('has the news and the terms in both of the tenant’s languages (docs/product.md#seeded-texts)', async () => {
    for (const [site, local] of [
      [demoSite, 'Puwede nang i-install ang Reel Riot bilang app'],
      [otherSite, 'cài được như một ứng dụng'],
    ] as const) {
      const news = apiCalls.seo.response.parse((await t.call('seo', { ...site, page_name: 'news' })).json)
      expect(news.value?.en_body).toContain('installs as an app')
      expect(news.value?.local_body).toContain(local)
      const terms = apiCalls.seo.response.parse(
        (await t.call('seo', { ...site, page_name: 'term-condition' })).json,
      )
      expect(terms.value?.en_body).toContain('<h2>1. Who may play</h2>')
      expect(terms.value?.local_body).not.toBe('')
      expect(terms.value?.local_body).not.toBe(terms.value?.en_body)
    }
  })

  it('answers the SEO record of a page, and null for a page without one', async () => {
    const home = apiCalls.seo.response.parse((await t.call('seo', { ...demoSite, page_name: 'home' })).json)
    expect(home.value?.meta_title).toContain('Reel Riot')
    expect(home.value?.meta_canonical).toBe('http://slot2.localhost/')
    const none = apiCalls.seo.response.parse(
      (await t.call('seo', { ...demoSite, page_name: 'nowhere' })).json,
    )
    expect(none.value).toBeNull()
  })

  it('answers the top-10 boards from the ledger with masked account ids', async () => {
    const answer = apiCalls.top10WinnerWithdrawal.response.parse(
      (await t.call('top10WinnerWithdrawal', otherSite)).json,
    )
    expect(answer.withrawal.length).toBeGreaterThan(0)
    expect(answer.winner).toHaveLength(10)
    const amounts = answer.winner.map((entry) => entry.amount)
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts)
    expect(answer.hour_withdrawal.length).toBeGreaterThan(0)
    expect(answer.registered_player).toBe(16)
    expect(answer.deposited_player).toBe(16)
    expect(answer.winner.every((entry) => entry.account_id.includes('**'))).toBe(true)
    expect(maskAccountId('demo')).toBe('de**o')
    expect(maskAccountId('ab')).toBe('a**')
  })

  it('records an ad visit', async () => {
    const answer = apiCalls.adsVisit.response.parse(
      (
        await t.call(
          'adsVisit',
          { ...demoSite, fbp: 'fb.1.123.456', appsflyer_id: 'af-1' },
          { 'x-forwarded-for': '203.0.113.9' },
        )
      ).json,
    )
    const [visit] = await t.database.db.select().from(adVisits).where(eq(adVisits.id, answer.visit_id))
    expect(visit).toMatchObject({
      fbp: 'fb.1.123.456',
      appsflyerId: 'af-1',
      clientAddress: '203.0.113.9',
      tenantId: slot2Id,
    })
  })

  it('refuses an unknown domain on every site call with 404', async () => {
    const { status, json } = await t.call('partners', { domain_name: 'nobody.example', external_id: 'x' })
    expect({ status, json }).toEqual({
      status: 404,
      json: { statusCode: 0, message: 'Unknown domain: nobody.example' },
    })
  })
})

describe('banners and promotions', () => {
  const bannersOf = async (site: object, app = t) =>
    apiCalls.banners.response.parse((await app.call('banners', site)).json).value
  const promotionsOf = async (site: object, app = t) =>
    apiCalls.promotions.response.parse((await app.call('promotions', site)).json).value
  const casino1 = { domain_name: 'localhost', external_id: 'ext-casino1' }

  it('answers three banners in English and the local language, in order, with generated art', async () => {
    const list = await bannersOf(casino1)
    expect(list.map((banner) => banner.href)).toEqual([
      '/spin',
      '/playnow?provider=ORIGINALS&game=ORIGINALS-HASH-DICE',
      '/playnow?provider=ORIGINALS&game=ORIGINALS-VIRTUAL-SPORTS',
    ])
    // casino1 plays in PHP and writes in English, with Filipino as its local language (as its CMS pages).
    expect(list[0]).toMatchObject({
      en_title: 'Spin the wheel with your tokens',
      en_subtitle: 'Every ₱500.00 you bet earns one token for the lucky wheel.',
      local_title: 'Paikutin ang gulong gamit ang iyong mga token',
    })
    for (const banner of list) {
      // Banners carry no letters: they stay SVG, a kilobyte for the largest picture of the first screen.
      expect(banner.image_url).toBe(`/api/media/banner/${banner.banner_id}.svg`)
      const art = await t.app.request(banner.image_url)
      expect(art.headers.get('content-type')).toBe('image/svg+xml')
      const text = await art.text()
      expect(text).toMatch(/^<svg [^>]*viewBox="0 0 1600 900"/)
      expect(text).not.toMatch(/Gradient|<text/)
    }
  })

  it('writes amounts in the currency and language of the tenant', async () => {
    // casino3 plays in VND and writes in Vietnamese: a token per 200,000 ₫ of bets.
    const [wheel] = await bannersOf(otherSite)
    expect(wheel?.local_subtitle).toBe(
      'Cứ mỗi 200.000\u00a0₫ tiền cược, bạn nhận một token cho vòng quay may mắn.',
    )
    expect(wheel?.en_subtitle).toBe('Every ₫200,000 you bet earns one token for the lucky wheel.')
    const deposit = (await promotionsOf(otherSite)).find((promotion) => promotion.href === '/deposit')
    expect(deposit?.en_body).toContain('from ₫50,000 to ₫25,000,000 each, with no fee')
  })

  it('answers four promotions that lead to real pages and promise only what the product does', async () => {
    const list = await promotionsOf(demoSite)
    expect(list.map((promotion) => promotion.href)).toEqual([
      '/vip',
      '/inbox',
      '/deposit',
      '/responsible-gaming',
    ])
    const all = [...list, ...(await bannersOf(demoSite))]
    const houseGames = new Set<string>(originalsGames.map((game) => game.game_code))
    for (const item of all) {
      const played = /^\/playnow\?provider=ORIGINALS&game=(.+)$/.exec(item.href)?.[1]
      if (played) expect(houseGames.has(played), item.href).toBe(true)
      else expect(['/spin', '/vip', '/inbox', '/deposit', '/responsible-gaming']).toContain(item.href)
      const words = Object.entries(item)
        .filter(([key]) => key.startsWith('en_') || key.startsWith('local_'))
        .map(([, value]) => String(value))
        .join(' ')
      expect(words).not.toMatch(/cashback|free spin|bonus|\d+ ?%/i)
    }
    for (const promotion of list) {
      expect(promotion.en_body).toBe(sanitizeHtml(promotion.en_body))
      expect(promotion.local_body).toBe(sanitizeHtml(promotion.local_body))
      expect(promotion.ends_at).toBeNull()
      expect(Date.parse(promotion.starts_at)).toBeLessThan(Date.now())
      const art = await t.app.request(promotion.image_url)
      expect(await art.text()).toMatch(/^<svg [^>]*viewBox="0 0 1200 675"/)
    }
    expect((await t.app.request('/api/media/promotion/999999.svg')).status).toBe(404)
    expect((await t.app.request('/api/media/banner/1.png')).status).toBe(404)
    expect((await t.app.request('/api/media/banner/01.svg')).status).toBe(404)
  })

  it('shows only what runs now: from starts_at until ends_at', async () => {
    const [casino6] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'casino6'))
    const site = { domain_name: 'casino6.localhost', external_id: 'ext-casino6' }
    const noon = Date.parse('2030-06-01T12:00:00Z')
    const hour = 3_600_000
    const window = (title: string, from: number, to: number | null, position: number) => ({
      tenantId: casino6?.id ?? 0,
      enTitle: title,
      localTitle: title,
      href: '/vip',
      position,
      startsAt: new Date(from),
      endsAt: to === null ? null : new Date(to),
    })
    await t.database.db.delete(banners).where(eq(banners.tenantId, casino6?.id ?? 0))
    await t.database.db
      .insert(banners)
      .values([
        window('morning', noon - 4 * hour, noon - hour, 0),
        window('lunch', noon - hour, noon + hour, 2),
        window('evening', noon + hour, null, 1),
        window('always', noon - 100 * hour, null, 3),
      ])
    let clock = noon
    const instance = t.sibling({ now: () => new Date(clock), cacheCheckIntervalMs: 60_000 })
    const titles = async () => (await bannersOf(site, instance)).map((banner) => banner.en_title)
    expect(await titles()).toEqual(['lunch', 'always'])
    clock = noon + hour
    expect(await titles()).toEqual(['evening', 'always'])
    clock = noon - 2 * hour
    expect(await titles()).toEqual(['morning', 'always'])
    clock = noon - 200 * hour
    expect(await titles()).toEqual([])
    expect(showingAnswer([{ startsAt: 10, endsAt: 20, json: '{"a":1}' }], new Date(20))).toBe(
      '{"statusCode":1,"message":"OK","value":[]}',
    )
  })

  it("sees a changed banner after the version check, and never another tenant's", async () => {
    let clock = Date.now()
    const instance = t.sibling({ cacheCheckIntervalMs: 1_000, now: () => new Date(clock) })
    const [first] = await bannersOf(demoSite, instance)
    await t.database.db
      .update(banners)
      .set({ enTitle: 'Renamed banner' })
      .where(eq(banners.id, first?.banner_id ?? 0))
    expect((await bannersOf(demoSite, instance))[0]?.en_title).toBe(first?.en_title)
    clock += 1_000
    let seen = first?.en_title
    for (let attempt = 0; attempt < 20 && seen !== 'Renamed banner'; attempt++) {
      seen = (await bannersOf(demoSite, instance))[0]?.en_title
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    expect(seen).toBe('Renamed banner')
    expect((await bannersOf(otherSite)).map((banner) => banner.en_title)).not.toContain('Renamed banner')
    const before = await promotionsOf(demoSite)
    await t.database.db.delete(promotions).where(eq(promotions.id, before[0]?.promotion_id ?? 0))
    expect(await promotionsOf(demoSite)).toHaveLength(before.length - 1)
    expect((await promotionsOf(otherSite)).length).toBe(4)
  })
})
