import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, productAndBrowserPerFile } from './harness'
import { signIn } from './session'

/**
 * The lobby at catalogue scale (docs/product.md#lobby), on a casino, a slot and a sportsbook tenant: the
 * player browses a category, filters by provider, searches, sorts (each step matching the server's own answer
 * and kept in the address, across a reload and the back button), scrolls past the first page, opens a game
 * from page 3, and favourites a game, which then shows in the favourites after a reload and in a second
 * browser signed in as the same player.
 */

const env = productAndBrowserPerFile()

interface Tenant {
  domain: string
  template: string
  width: 390 | 1440
  /** The lobby's own provider picker: a select by its label, or one tab per provider. */
  provider: { select: string } | 'tab'
  /** The lobby's search field's name. */
  search: string
}

const tenants: Tenant[] = [
  {
    domain: 'casino1.localhost',
    template: 'template1',
    width: 390,
    provider: { select: 'Provider' },
    search: 'Search games',
  },
  { domain: 'slot2.localhost', template: 'template11', width: 1440, provider: 'tab', search: 'Search games' },
  {
    domain: 'sportsbook1.localhost',
    template: 'template20',
    width: 390,
    provider: { select: 'Provider' },
    search: 'Game name',
  },
]

interface Answer {
  value: { game_name: string; game_code: string; provider_code: string }[]
  total: number
  providers: { provider_code: string; provider_name: string; game_count: number }[]
}

/** The server's own answer for a lobby query, to hold the page to. */
async function serverLobby(domain: string, query: Record<string, unknown>): Promise<Answer> {
  // Node does not resolve <code>.localhost: ask loopback, naming the tenant in the body as the site does.
  const api = `http://127.0.0.1:${env.product.port}`
  const startup = await (
    await fetch(`${api}/api/startup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain_name: domain }),
    })
  ).json()
  const response = await fetch(`${api}/api/product/get_games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      domain_name: domain,
      external_id: startup.site.external_id,
      category: 'slot_game',
      page: 1,
      page_size: 48,
      ...query,
    }),
  })
  return response.json()
}

/** The grid's card at a 1-based place (the virtualised grid gives every place its position). */
const place = (page: Page, at: number): Locator => page.locator(`main li[aria-posinset="${at}"]`)

/** The grid shows `total` places and the server's first game first. */
async function gridMatches(page: Page, answer: Answer) {
  await expect.poll(() => place(page, 1).getAttribute('aria-setsize')).toBe(String(answer.total))
  const first = answer.value[0]?.game_name ?? ''
  await expect
    .poll(() =>
      place(page, 1)
        .getByRole('button', { name: `Play ${first}` })
        .count(),
    )
    .toBe(1)
}

async function pickProvider(page: Page, tenant: Tenant, provider: { code: string; name: string }) {
  const main = page.getByRole('main')
  if (tenant.provider === 'tab') await main.getByRole('tab', { name: provider.name, exact: true }).click()
  else await main.getByLabel(tenant.provider.select, { exact: true }).selectOption(provider.code)
}

/** Scrolls the page down a screen at a time until the grid's place `at` holds a game. */
async function scrollTo(page: Page, at: number): Promise<Locator> {
  const card = place(page, at).getByRole('button', { name: /^Play / })
  for (let step = 0; step < 200 && (await card.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 700)
    await page.waitForTimeout(60)
  }
  await card.waitFor()
  return card
}

/** Set E2E_SCREENSHOTS to a folder to keep a picture of a page where a step failed. */
async function keepPicture(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: false }).catch(() => {})
}

describe.each(tenants)('the lobby of $domain ($template, $width px)', (tenant) => {
  it('filters, searches and sorts with the server, keeps it in the address and pages as the player scrolls', async () => {
    const { context, page } = await newPage(env.browser, tenant.width)
    context.setDefaultTimeout(20_000)
    const origin = env.product.origin(tenant.domain)
    try {
      await signIn(page, origin)
      // Browse: a link to the category on the home page opens its lobby.
      await page.goto(`${origin}/en`)
      await page.getByRole('link', { name: 'Slots', exact: true }).filter({ visible: true }).first().click()
      await page.waitForURL(/\/slots$/)
      const all = await serverLobby(tenant.domain, {})
      expect(all.total).toBeGreaterThan(400)
      await gridMatches(page, all)

      // Filter by the provider with most games: every card is then one of its games.
      const biggest = [...all.providers].sort((a, b) => b.game_count - a.game_count)[0]
      if (!biggest) throw new Error('no provider')
      const provider = { code: biggest.provider_code, name: biggest.provider_name }
      await pickProvider(page, tenant, provider)
      await expect.poll(() => new URL(page.url()).searchParams.get('provider')).toBe(provider.code)
      await gridMatches(page, await serverLobby(tenant.domain, { provider_code: provider.code }))

      // Search within it by a word of one of its games' names.
      const ofProvider = await serverLobby(tenant.domain, { provider_code: provider.code })
      const word = (ofProvider.value[5]?.game_name ?? '').split(' ')[0] ?? ''
      await page.getByRole('main').getByRole('searchbox', { name: tenant.search }).fill(word)
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(word)
      const searched = await serverLobby(tenant.domain, { provider_code: provider.code, search: word })
      expect(searched.total).toBeGreaterThan(0)
      await gridMatches(page, searched)

      // Sort A to Z.
      await page.getByRole('main').getByLabel('Sort by', { exact: true }).selectOption({ label: 'A to Z' })
      await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('name')
      const sorted = await serverLobby(tenant.domain, {
        provider_code: provider.code,
        search: word,
        sort: 'name',
      })
      await gridMatches(page, sorted)

      // The view survives a reload, and the back button returns to the order before.
      await page.reload()
      await gridMatches(page, sorted)
      await expect(
        page.getByRole('main').getByRole('searchbox', { name: tenant.search }).inputValue(),
      ).resolves.toBe(word)
      await page.goBack()
      await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBeNull()
      await gridMatches(page, searched)

      // The whole category again: scroll past the first page and open a game from page 3 (places 97 to 144).
      await page.goto(`${origin}/en/slots`)
      await gridMatches(page, all)
      const third = await serverLobby(tenant.domain, { page: 3 })
      const wanted = third.value[4]
      if (!wanted) throw new Error('no page 3')
      const card = await scrollTo(page, 2 * 48 + 5)
      await expect(card.textContent()).resolves.toContain(wanted.game_name)
      const rendered = await page.locator('main li[aria-posinset]').count()
      expect(rendered, 'the grid stays virtualised').toBeLessThan(120)
      await card.click()
      await page.waitForURL(/\/playnow\?/)
      const opened = new URL(page.url()).searchParams
      expect([opened.get('provider'), opened.get('game')]).toEqual([wanted.provider_code, wanted.game_code])
      await page.locator(`iframe[title="${wanted.game_name}"]`).waitFor()
      expect(await page.getByText('This game is not available on this site.').count()).toBe(0)
    } catch (error) {
      await keepPicture(page, `lobby-${tenant.template}`)
      throw error
    } finally {
      await context.close()
    }
  })

  it('keeps a favourite across a reload and on a second browser of the same player', async () => {
    const origin = env.product.origin(tenant.domain)
    const first = await newPage(env.browser, tenant.width)
    const second = await newPage(env.browser, tenant.width)
    first.context.setDefaultTimeout(20_000)
    second.context.setDefaultTimeout(20_000)
    try {
      const { page } = first
      await signIn(page, origin)
      await page.goto(`${origin}/en/slots?sort=name`)
      const heart = page
        .locator('main li[aria-posinset]')
        .getByRole('button', { name: /^Favourite /, pressed: false })
        .first()
      const label = (await heart.getAttribute('aria-label')) ?? ''
      const name = label.replace(/^Favourite /, '')
      await heart.click()
      const pressed = page.getByRole('main').getByRole('button', { name: label, pressed: true })
      await pressed.first().waitFor()

      await page.reload()
      await page.getByRole('main').getByRole('button', { name: 'Favourites', exact: true }).click()
      await expect.poll(() => new URL(page.url()).searchParams.get('favourites')).toBe('1')
      await page
        .locator('main li[aria-posinset]')
        .getByRole('button', { name: `Play ${name}` })
        .first()
        .waitFor()

      await signIn(second.page, origin)
      await second.page.goto(`${origin}/en`)
      const shelf = second.page.getByRole('region', { name: 'Favourites' })
      await shelf
        .getByRole('button', { name: new RegExp(`^Play ${name}`) })
        .first()
        .waitFor()

      // Taken back out on the second browser, it leaves the first one's favourites too.
      await shelf.getByRole('button', { name: label, pressed: true }).first().click()
      await page.reload()
      await expect
        .poll(() =>
          page
            .locator('main li[aria-posinset]')
            .getByRole('button', { name: `Play ${name}` })
            .count(),
        )
        .toBe(0)
    } catch (error) {
      await keepPicture(first.page, `favourite-${tenant.template}-first`)
      await keepPicture(second.page, `favourite-${tenant.template}-second`)
      throw error
    } finally {
      await first.context.close()
      await second.context.close()
    }
  })
})
