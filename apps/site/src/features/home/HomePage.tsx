import { useLingui } from '@lingui/react/macro'
import type { Fixture } from '@lobbykit/contract/calls/fixtures'
import type { Banner, Promotion, Top10WinnerWithdrawalResponse } from '@lobbykit/contract/calls/settings'
import { localName } from '@lobbykit/contract/originals'
import { lazyCall } from '@lobbykit/core/api/lazyCall'
import { getGames } from '@lobbykit/core/api/product/getGames'
import { getHotGames } from '@lobbykit/core/api/product/getHotGames'
import { defaultGameLists } from '@lobbykit/core/catalogue/defaultGameLists'
import { userAtom } from '@lobbykit/core/stores/user'
import { compareIsoTimes } from '@lobbykit/ui/format'
import type {
  FeedEntry,
  GameSection,
  PromoBanner,
  PromotionCard,
  SportMatch,
  VirtualSportsView,
  WinnersFeed,
} from '@lobbykit/ui/template'
import { useAtomValue } from 'jotai/react'
import { useEffect } from 'react'
import { toTile } from '../../shell/games'
import { useRuntime } from '../../shell/runtime'
import { useTemplateProps } from '../../shell/templateProps'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useShell } from '../../shell/useShell'
import { pickText, showsLocalTexts } from '../cms/pickText'
import { virtualSportsHref } from '../games/playNowHref'

const shelfSize = 12

/**
 * The hot shelf shows the first two shelves' worth of hot games (docs/product.md#home); "See all" leads to all
 * of them. A tenant's hot list can be long (48 on the demo tenants): drawn whole, the home laid out and hydrated
 * four dozen cards a phone shows a few of.
 */
export const hotShelfSize = 2 * shelfSize

// Only signed-in players have a recently played shelf and only sportsbook homes show fixtures: their
// schemas load when first asked for, not with every first visit.
export const recentGames = lazyCall({ path: 'home/recent_list', offlineFailure: 'serviceUnavailable' }, () =>
  import('@lobbykit/core/api/home/recentGames').then((module) => module.recentGames),
)
export const virtualFixtures = lazyCall(
  { path: 'originals/fixtures', offlineFailure: 'serviceUnavailable' },
  () => import('@lobbykit/core/api/games/virtualFixtures').then((module) => module.virtualFixtures),
)
// The tenant's banners, promotions and the winners feed fill the home after its games: their schemas load then.
export const homeBanners = lazyCall({ path: 'settings/banners', offlineFailure: 'serviceUnavailable' }, () =>
  import('@lobbykit/core/api/settings/banners').then((module) => module.banners),
)
export const homePromotions = lazyCall(
  { path: 'settings/promotions', offlineFailure: 'serviceUnavailable' },
  () => import('@lobbykit/core/api/settings/promotions').then((module) => module.promotions),
)
export const winnersFeed = lazyCall(
  { path: 'settings/top10winner_withdrawal', offlineFailure: 'disconnect' },
  () =>
    import('@lobbykit/core/api/settings/top10WinnerWithdrawal').then(
      (module) => module.top10WinnerWithdrawal,
    ),
)

/** The sportsbook homes' fixtures and odds are fetched again this often (a fixture starts every 3 minutes). */
export const fixturesRefreshMs = 30_000

/**
 * The tenant's home page (docs/product.md#home), composed by its template from real data: the tenant's banners,
 * hot games from `get_hot_games` (or the default lists when it fails or answers none), the newest games, slots
 * and live tables, a signed-in player's recently played games and favourites, the winners feed and the tenant's
 * promotions; on sportsbook templates the virtual fixtures with their odds (docs/product.md#originals).
 * Templates never call the API (docs/architecture.md#templates): everything reaches them through HomeProps.
 */
export function HomePage() {
  const { t } = useLingui()
  const { templateModule, template, site: settings } = useShell()
  const runtime = useRuntime()
  const { site } = runtime
  const props = useTemplateProps()
  const auth = useAuthFields()
  const language = props.site.language
  const inLocalLanguage = showsLocalTexts(language, settings.local_language)
  const hot = useApiQuery(getHotGames, { ...site, game_type: '' })
  const useDefaults = hot.status === 'error' || (hot.status === 'success' && hot.data.value.length === 0)
  const asked = hot.status === 'success' && !useDefaults
  const newest = useApiQuery(
    getGames,
    asked ? { ...site, sort: 'new', page: 1, page_size: shelfSize } : undefined,
  )
  const slots = useApiQuery(
    getGames,
    asked ? { ...site, category: 'slot_game', page: 1, page_size: shelfSize } : undefined,
  )
  const live = useApiQuery(
    getGames,
    asked ? { ...site, category: 'casino', page: 1, page_size: shelfSize } : undefined,
  )
  const recent = useApiQuery(recentGames, auth)
  const banners = useApiQuery(homeBanners, site)
  const promotions = useApiQuery(homePromotions, site)
  const feed = useApiQuery(winnersFeed, site)
  const favourites = useAtomValue(userAtom, { store: runtime.store }).game_fav_list
  const sportsbook = template.family === 'sportsbook'
  const fixtures = useApiQuery(virtualFixtures, sportsbook ? { ...site, language } : undefined)
  const reloadFixtures = fixtures.reload
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload is a new function each render; the interval only needs the family
  useEffect(() => {
    if (!sportsbook) return
    const handle = setInterval(reloadFixtures, fixturesRefreshMs)
    return () => clearInterval(handle)
  }, [sportsbook])
  const href = props.href
  const shelves = useDefaults
    ? [
        { key: 'hot', title: t`Hot games`, games: defaultGameLists.hot, href: href('/hot') },
        { key: 'featured', title: t`Featured`, games: defaultGameLists.featured },
        { key: 'popular', title: t`Popular`, games: defaultGameLists.popular },
        { key: 'new', title: t`New games`, games: defaultGameLists.new },
      ]
    : [
        {
          key: 'hot',
          title: t`Hot games`,
          games: (hot.data?.value ?? []).slice(0, hotShelfSize),
          href: href('/hot'),
        },
        { key: 'new', title: t`New games`, games: newest.data?.value ?? [] },
        { key: 'slots', title: t`Slots`, games: slots.data?.value ?? [], href: href('/slots') },
        { key: 'live', title: t`Live casino`, games: live.data?.value ?? [], href: href('/casino') },
      ]
  const sections: GameSection[] = shelves
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
  const favouritesSection: GameSection | undefined =
    auth && favourites.length > 0
      ? {
          key: 'favourites',
          title: t`Favourites`,
          games: favourites.map((game) => ({ ...game, isFavourite: true })),
        }
      : undefined
  const virtualSports: VirtualSportsView | undefined = fixtures.data
    ? { fixtures: fixtures.data.fixtures, playHref: virtualSportsHref(href) }
    : undefined
  const matches = fixtures.data
    ? footballMatches(fixtures.data.fixtures, props.site.language, t`Virtual football`)
    : []
  // docs/product.md#home: the hero and the first shelves are made of the tenant's banners and hot games (and a
  // sportsbook's hero of its fixtures). Drawn before those answers, they would move under the player's finger
  // when the answers came in.
  if (
    banners.status === 'loading' ||
    hot.status === 'loading' ||
    (sportsbook && fixtures.status === 'loading')
  )
    return <div role="status" aria-busy="true" aria-label={t`Loading…`} style={{ minHeight: '100vh' }} />
  const Home = templateModule.Home
  return (
    <Home
      site={props.site}
      session={props.session}
      categories={props.categories}
      sections={sections}
      loading={asked && slots.status === 'loading'}
      actions={props.actions}
      banners={(banners.data?.value ?? []).map((banner) => bannerView(banner, inLocalLanguage, href))}
      promotions={(promotions.data?.value ?? []).map((promotion) =>
        promotionCard(promotion, inLocalLanguage, href),
      )}
      {...(feed.data ? { feed: feedView(feed.data) } : {})}
      {...(recentSection ? { recent: recentSection } : {})}
      {...(favouritesSection ? { favourites: favouritesSection } : {})}
      {...(virtualSports ? { virtualSports, matches } : {})}
    />
  )
}

/** A site path in the page's language (`/spin` -> `/vi/spin`); an http(s) address as it is. */
function siteHref(target: string, href: (path: string) => string): string {
  return /^https?:\/\//i.test(target) ? target : href(target)
}

/** A tenant banner in the page's language (docs/product.md#home, docs/product.md#local-texts). */
export function bannerView(
  banner: Banner,
  inLocalLanguage: boolean,
  href: (path: string) => string,
): PromoBanner {
  const words = (english: string, local: string) => pickText(english, local, inLocalLanguage) || undefined
  return {
    key: String(banner.banner_id),
    kicker: words(banner.en_kicker, banner.local_kicker),
    title: pickText(banner.en_title, banner.local_title, inLocalLanguage),
    subtitle: words(banner.en_subtitle, banner.local_subtitle),
    cta: words(banner.en_cta, banner.local_cta),
    image: banner.image_url,
    href: siteHref(banner.href, href),
  }
}

/** A tenant promotion as a card in the page's language. */
export function promotionCard(
  promotion: Promotion,
  inLocalLanguage: boolean,
  href: (path: string) => string,
): PromotionCard {
  return {
    key: String(promotion.promotion_id),
    title: pickText(promotion.en_title, promotion.local_title, inLocalLanguage),
    text: pickText(promotion.en_summary, promotion.local_summary, inLocalLanguage),
    cta: pickText(promotion.en_cta, promotion.local_cta, inLocalLanguage),
    image: promotion.image_url,
    href: siteHref(promotion.href, href),
  }
}

/** The latest wins and paid-out withdrawals of the top-10 answer (docs/product.md#top-10), newest first. */
export function feedView(top10: Top10WinnerWithdrawalResponse): WinnersFeed {
  const entries = (list: Top10WinnerWithdrawalResponse['winner'], kind: string): FeedEntry[] =>
    [...list]
      .sort((a, b) => compareIsoTimes(b.created_at, a.created_at))
      .map((entry, index) => ({
        key: `${kind}-${index}-${entry.created_at}`,
        accountId: entry.account_id,
        amount: entry.amount,
        ...(entry.game_name ? { gameName: entry.game_name } : {}),
        at: entry.created_at,
      }))
  return { winners: entries(top10.winner, 'win'), withdrawals: entries(top10.withrawal, 'withdrawal') }
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
