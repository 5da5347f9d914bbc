import { apiCalls } from '@lobbykit/contract/api'
import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import type { HomeProps } from '@lobbykit/ui/template'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, ok, setUpWallet } from '../wallet/walletTestKit'
import { footballMatches, HomePage, recentGames, virtualFixtures } from './HomePage'

const shell = vi.hoisted(() => ({ family: 'casino', received: [] as HomeProps[] }))
vi.mock('../../shell/useShell', () => ({
  useShell: () => ({
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

function home(answers: { recent?: unknown } = {}) {
  return setUpWallet({
    answer: (path) => {
      if (path === '/api/home/recent_list') return json(answers.recent ?? recent)
      if (path === '/api/originals/fixtures') return json(fixtures)
      if (path === '/api/product/get_hot_games' || path === '/api/product/get_games')
        return json({ ...ok, value: [], total: 0, page: 1, page_size: 12 })
    },
  })
}

afterEach(() => {
  shell.family = 'casino'
  shell.received = []
  vi.useRealTimers()
})

describe('home page data', () => {
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
    expect(setup.sent('/api/originals/fixtures')).toHaveLength(1)
    act(() => {
      vi.advanceTimersByTime(30_000)
    })
    await waitFor(() => expect(setup.sent('/api/originals/fixtures')).toHaveLength(2))
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
    ] as const) {
      expect(`/api/${call.definition.path}`).toBe(apiCalls[name].path)
      expect(call.definition.offlineFailure).toBe(apiCalls[name].offlineFailure)
    }
  })
})
