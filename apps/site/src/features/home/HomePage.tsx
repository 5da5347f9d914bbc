import { useLingui } from '@lingui/react/macro'
import type { Fixture } from '@lobbykit/contract/calls/fixtures'
import { localName } from '@lobbykit/contract/originals'
import { lazyCall } from '@lobbykit/core/api/lazyCall'
import { getGames } from '@lobbykit/core/api/product/getGames'
import { getHotGames } from '@lobbykit/core/api/product/getHotGames'
import type { GameSection, SportMatch, VirtualSportsView } from '@lobbykit/ui/template'
import { useEffect } from 'react'
import { toTile } from '../../shell/games'
import { useRuntime } from '../../shell/runtime'
import { useTemplateProps } from '../../shell/templateProps'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useShell } from '../../shell/useShell'
import { virtualSportsHref } from '../games/playNowHref'

const shelfSize = 12

// Only signed-in players have a recently played shelf and only sportsbook homes show fixtures: their
// schemas load when first asked for, not with every first visit.
export const recentGames = lazyCall({ path: 'home/recent_list', offlineFailure: 'serviceUnavailable' }, () =>
  import('@lobbykit/core/api/home/recentGames').then((module) => module.recentGames),
)
export const virtualFixtures = lazyCall(
  { path: 'originals/fixtures', offlineFailure: 'serviceUnavailable' },
  () => import('@lobbykit/core/api/games/virtualFixtures').then((module) => module.virtualFixtures),
)

/** The sportsbook homes' fixtures and odds are fetched again this often (a fixture starts every 3 minutes). */
export const fixturesRefreshMs = 30_000

/**
 * The tenant's home page, composed by its template from hot games and the newest slots and live tables; a
 * signed-in player's recently played games (docs/product.md#games) and, on sportsbook templates, the virtual
 * fixtures with their odds (docs/product.md#originals) come with them. Templates never call the API
 * (docs/architecture.md#templates): everything reaches them through HomeProps.
 */
export function HomePage() {
  const { t } = useLingui()
  const { templateModule, template } = useShell()
  const { site } = useRuntime()
  const props = useTemplateProps()
  const auth = useAuthFields()
  const hot = useApiQuery(getHotGames, { ...site, game_type: '' })
  const slots = useApiQuery(getGames, { ...site, category: 'slot_game', page: 1, page_size: shelfSize })
  const live = useApiQuery(getGames, { ...site, category: 'casino', page: 1, page_size: shelfSize })
  const recent = useApiQuery(recentGames, auth)
  const sportsbook = template.family === 'sportsbook'
  const fixtures = useApiQuery(virtualFixtures, sportsbook ? site : undefined)
  const reloadFixtures = fixtures.reload
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload is a new function each render; the interval only needs the family
  useEffect(() => {
    if (!sportsbook) return
    const handle = setInterval(reloadFixtures, fixturesRefreshMs)
    return () => clearInterval(handle)
  }, [sportsbook])
  const href = props.href
  const sections: GameSection[] = [
    { key: 'hot', title: t`Hot games`, games: hot.data?.value ?? [], href: href('/hot') },
    { key: 'slots', title: t`Slots`, games: slots.data?.value ?? [], href: href('/slots') },
    { key: 'live', title: t`Live casino`, games: live.data?.value ?? [], href: href('/casino') },
  ]
    .map((section) => ({ ...section, games: section.games.map((game) => toTile(game, props.favourites)) }))
    .filter((section) => section.games.length > 0)
  const recentGamesPlayed = auth ? (recent.data?.value ?? []) : []
  const recentSection: GameSection | undefined =
    recentGamesPlayed.length > 0
      ? {
          key: 'recent',
          title: t`Recently played`,
          games: recentGamesPlayed.map(({ played_at: _at, ...game }) => toTile(game, props.favourites)),
        }
      : undefined
  const virtualSports: VirtualSportsView | undefined = fixtures.data
    ? { fixtures: fixtures.data.fixtures, playHref: virtualSportsHref(href) }
    : undefined
  const matches = fixtures.data
    ? footballMatches(fixtures.data.fixtures, props.site.language, t`Virtual football`)
    : []
  const Home = templateModule.Home
  return (
    <Home
      site={props.site}
      session={props.session}
      categories={props.categories}
      sections={sections}
      loading={hot.status === 'loading' || slots.status === 'loading'}
      actions={props.actions}
      {...(recentSection ? { recent: recentSection } : {})}
      {...(virtualSports ? { virtualSports, matches } : {})}
    />
  )
}

/**
 * The virtual football matches not yet finished, in the shape the sportsbook templates' own boards draw
 * (decimal 1X2 odds): a running match is their "live" one. Its odds lead to the virtual sports game.
 */
export function footballMatches(fixtures: Fixture[], language: string, league: string): SportMatch[] {
  return fixtures
    .filter((fixture) => fixture.sport === 'football' && fixture.status !== 'finished')
    .map((fixture) => {
      const price = (pick: string) =>
        (fixture.markets.find((market) => market.market === '1x2')?.picks.find((entry) => entry.pick === pick)
          ?.odds ?? 100) / 100
      return {
        id: fixture.fixture_id,
        league,
        startsAt: fixture.starts_at,
        home: localName(fixture.home, language),
        away: localName(fixture.away, language),
        live: fixture.status === 'running',
        odds: { home: price('home'), draw: price('draw'), away: price('away') },
      }
    })
}
