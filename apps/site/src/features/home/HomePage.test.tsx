import { apiCalls } from '@lobbykit/contract/api'
import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import type { HomeProps } from '@lobbykit/ui/template'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, ok, setUpWallet } from '../wallet/walletTestKit'
import {
  bannerView,
  feedView,
  footballMatches,
  HomePage,
  homeBanners,
  homePromotions,
  hotShelfSize,
  promotionCard,
  recentGames,
  virtualFixtures,
  winnersFeed,
} from './HomePage'

const shell = vi.hoisted(() => ({ family: 'casino', received: [] as HomeProps[] }))
vi.mock('../../shell/useShell', () => ({
  useShell: () => ({
    site: { local_language: 'PHP' },
    template: { family: shell.family },
    templateModule: {
      Home: (props: HomeProps) => {
        shell.received.push(props)
        return <p>home</p>
      },
    },
  }),
}))
vi.mock('../../shell/templateProps', () => ({
  useTemplateProps: () => ({
    site: { siteName: 'Demo', currency: 'PHP', logo: '', logoText: 'Demo', language: 'EN' },
    session: { signedIn: true },
    favourites: new Set<string>(),
    categories: [],
    actions: {},
    href: (path: string) => `/vi${path}`,
  }),
}))

const recent = callExamples.recentGames.response
const fixtures = callExamples.virtualFixtures.response
const last = () => shell.received.at(-1)!

const games = callExamples.getGames.response

function home(answers: { recent?: unknown; hot?: Response | 'empty'; banners?: Promise<Response> } = {}) {
  return setUpWallet({
    answer: (path) => {
      if (path === '/api/home/recent_list') return json(answers.recent ?? recent)
      if (path === '/api/originals/fixtures') return json(fixtures)
      if (path === '/api/product/get_hot_games') {
        if (answers.hot === 'empty') return json({ ...ok, value: [] })
        return answers.hot ?? json(callExamples.getHotGames.response)
      }
      if (path === '/api/product/get_games') return json(games)
      if (path === '/api/settings/banners') return answers.banners ?? json(callExamples.banners.response)
      if (path === '/api/settings/promotions') return json(callExamples.promotions.response)
      if (path === '/api/settings/top10winner_withdrawal')
        return json(callExamples.top10WinnerWithdrawal.response)
    },
  })
}
const shelfKeys = () => last().sections.map((section) => section.key)

afterEach(() => {
  shell.family = 'casino'
  shell.received = []
  vi.useRealTimers()
})

describe('home page data', () => {
  // First in the file: the page load's answers are remembered (useApiQuery), and this test needs none yet.
  it('shows the template only once the banners and hot games are in, so its hero and shelves never move', async () => {
    let answerBanners: (response: Response) => void = () => {}
    const setup = home({ banners: new Promise((resolve) => (answerBanners = resolve)) })
    setup.render(<HomePage />)
    await waitFor(() => expect(setup.sent('/api/product/get_hot_games')).toHaveLength(1))
    await waitFor(() => expect(setup.sent('/api/settings/banners')).toHaveLength(1))
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true')
    expect(shell.received).toEqual([])
    await act(async () => answerBanners(json(callExamples.banners.response)))
    await waitFor(() => expect(screen.getByText('home')).toBeVisible())
    // The first props the template sees already hold the banners and the hot games.
    expect(shell.received[0]?.banners).toHaveLength(callExamples.banners.response.value.length)
    expect(shell.received[0]?.sections[0]?.key).toBe('hot')
  })

  it("gives the template the player's recently played games, which play on /playnow", async () => {
    const setup = home()
    setup.render(<HomePage />)
    await waitFor(() => expect(last().recent?.games).toHaveLength(1))
    expect(last().recent).toMatchObject({
      title: 'Recently played',
      games: [{ game_code: recent.value[0]!.game_code }],
    })
    expect(screen.getByText('home')).toBeVisible()
    // A casino template gets no fixtures and asks for none.
    expect(last().virtualSports).toBeUndefined()
    expect(setup.sent('/api/originals/fixtures')).toEqual([])
  })

  it('gives no recently played shelf when the player has played nothing', async () => {
    const setup = home({ recent: { ...ok, value: [] } })
    setup.render(<HomePage />)
    await waitFor(() => expect(setup.sent('/api/home/recent_list')).toHaveLength(1))
    await waitFor(() => expect(last().loading).toBe(false))
    expect(last().recent).toBeUndefined()
  })

  it('gives a sportsbook template the virtual fixtures, read again every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    shell.family = 'sportsbook'
    const setup = home()
    setup.render(<HomePage />)
    await waitFor(() => expect(last().virtualSports?.fixtures).toEqual(fixtures.fixtures))
    expect(last().virtualSports?.playHref).toBe(
      '/vi/playnow?provider=ORIGINALS&game=ORIGINALS-VIRTUAL-SPORTS',
    )
    // Named in the page's language (and English) only.
    expect(setup.sent('/api/originals/fixtures')).toEqual([expect.objectContaining({ language: 'EN' })])
    act(() => {
      vi.advanceTimersByTime(30_000)
    })
    await waitFor(() => expect(setup.sent('/api/originals/fixtures')).toHaveLength(2))
  })
})

describe('the home shelves (docs/product.md#default-shelves)', () => {
  it('from the server: hot games, then the newest, slots and live tables', async () => {
    const setup = home()
    setup.render(<HomePage />)
    await waitFor(() => expect(shelfKeys()).toEqual(['hot', 'new', 'slots', 'live']))
    expect(last().sections[0]!.games[0]!.game_code).toBe(
      callExamples.getHotGames.response.value[0]!.game_code,
    )
    const asked = setup.sent('/api/product/get_games') as { sort?: string; category?: string }[]
    expect(asked.map((body) => body.sort ?? body.category)).toEqual(
      expect.arrayContaining(['new', 'slot_game', 'casino']),
    )
  })

  it('shows the first 24 hot games of a longer list, with "See all" leading to every one on /hot', async () => {
    const example = callExamples.getHotGames.response.value[0]!
    const many = Array.from({ length: 48 }, (_, index) => ({ ...example, game_code: `HOT-${index}` }))
    const setup = home({ hot: json({ ...callExamples.getHotGames.response, value: many }) })
    setup.render(<HomePage />)
    await waitFor(() => expect(shelfKeys()).toEqual(['hot', 'new', 'slots', 'live']))
    const hot = last().sections[0]!
    expect(hot.games).toHaveLength(hotShelfSize)
    expect(hot.games.at(-1)!.game_code).toBe('HOT-23')
    expect(hot.href).toBe('/vi/hot')
  })

  it.each([
    ['fails', new Response('', { status: 503 })],
    ['answers no games', 'empty' as const],
  ])('when get_hot_games %s: the default hot, featured, popular and new lists', async (_, hot) => {
    const setup = home({ hot })
    setup.render(<HomePage />)
    await waitFor(() => expect(shelfKeys()).toEqual(['hot', 'featured', 'popular', 'new']))
    expect(last().sections[0]!.games.map((game) => game.provider_code)).toEqual(
      expect.arrayContaining(['ORIGINALS']),
    )
    expect(last().loading).toBe(false)
  })
})

describe("the tenant's banners, promotions and winners feed", () => {
  it('reach the template in the page language, with links in that language', async () => {
    const setup = home()
    setup.render(<HomePage />)
    await waitFor(() => expect(last().banners).toHaveLength(1))
    await waitFor(() => expect(last().promotions).toHaveLength(1))
    await waitFor(() => expect(last().feed?.winners).toHaveLength(1))
    expect(last().banners![0]).toMatchObject({ title: 'Spin the wheel on us', href: '/vi/spin' })
  })

  it("pick the local words only on a page in the local language, and leave other sites' addresses alone", () => {
    const banner = callExamples.banners.response.value[0]!
    const href = (path: string) => `/vi${path}`
    expect(bannerView(banner, false, href)).toMatchObject({ title: banner.en_title, cta: banner.en_cta })
    expect(bannerView(banner, true, href)).toMatchObject({
      title: banner.local_title,
      kicker: banner.local_kicker,
    })
    expect(
      bannerView({ ...banner, local_title: ' ', href: 'https://partner.example/x' }, true, href),
    ).toMatchObject({
      title: banner.en_title,
      href: 'https://partner.example/x',
    })
    const promotion = callExamples.promotions.response.value[0]!
    expect(promotionCard(promotion, true, href)).toEqual({
      key: String(promotion.promotion_id),
      title: promotion.local_title,
      text: promotion.local_summary,
      cta: promotion.local_cta,
      image: promotion.image_url,
      href: `/vi${promotion.href}`,
    })
  })

  it('lists the wins and paid-out withdrawals newest first', () => {
    const entry = { account_id: 'a***1', amount: 100, game_name: '', created_at: '2026-11-25T10:00:00.000Z' }
    const later = { ...entry, account_id: 'b***2', created_at: '2026-11-25T11:00:00.000Z' }
    const feed = feedView({ ...callExamples.top10WinnerWithdrawal.response, withrawal: [entry, later] })
    expect(feed.withdrawals.map((line) => line.accountId)).toEqual(['b***2', 'a***1'])
    expect(feed.withdrawals[0]).not.toHaveProperty('gameName')
  })
})

describe('footballMatches', () => {
  const fixture = callExamples.virtualFixtures.response.fixtures[0]!
  it("gives the sportsbook boards each unfinished match with decimal 1X2 odds in the page's language", () => {
    expect(footballMatches([fixture], 'CN', 'Virtual football')).toEqual([
      {
        id: fixture.fixture_id,
        league: 'Virtual football',
        startsAt: fixture.starts_at,
        home: '马尼拉雄鹰',
        away: '河内猛虎',
        live: false,
        odds: { home: 2.15, draw: 3.3, away: 3.1 },
      },
    ])
    expect(footballMatches([{ ...fixture, status: 'running' }], 'VI', '')[0]).toMatchObject({
      home: 'Manila Eagles',
      live: true,
    })
    expect(footballMatches([{ ...fixture, status: 'finished' }], 'EN', '')).toEqual([])
    expect(footballMatches([{ ...fixture, sport: 'horse_racing' }], 'EN', '')).toEqual([])
  })
})

describe('the lazily loaded calls', () => {
  it('name the contract paths and offline results of the calls they stand for', () => {
    for (const [call, name] of [
      [recentGames, 'recentGames'],
      [virtualFixtures, 'virtualFixtures'],
      [homeBanners, 'banners'],
      [homePromotions, 'promotions'],
      [winnersFeed, 'top10WinnerWithdrawal'],
    ] as const) {
      expect(`/api/${call.definition.path}`).toBe(apiCalls[name].path)
      expect(call.definition.offlineFailure).toBe(apiCalls[name].offlineFailure)
    }
  })
})
