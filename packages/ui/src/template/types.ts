import type { StartupResponse, TemplateEntry } from '@lobbykit/contract'
import type { Fixture } from '@lobbykit/contract/calls/fixtures'
import type { GameSort } from '@lobbykit/contract/calls/product'
import type { ComponentType, ReactNode } from 'react'

/**
 * The contract between the shell (apps/site) and a template package. A template never calls the API: the
 * shell passes it data and callbacks through these props.
 */

export interface TemplateMeta extends TemplateEntry {
  /** A short design name shown to designers and onboarding teams. */
  name: string
  /** One sentence on what makes the template look like itself. */
  description: string
}

/** One entry of the site navigation or the lobby's category bar, already filtered by the shell. */
export interface NavItem {
  key: string
  label: string
  href: string
  /** A product category key of docs/product.md#categories (slot_game, casino, ...), 'hot', or undefined for pages. */
  category?: string
  /** The category's URL/filter slug (docs/product.md#categories), when the item is a game category. */
  slug?: string
  active?: boolean
}

export interface GameTile {
  provider_code: string
  game_code: string
  game_name: string
  game_type: string
  game_image: string
  provider_name?: string
  category?: string
  /** Published return to player in hundredths of a percent (9650 = 96.50 %); null or absent where unknown. */
  rtp?: number | null
  isFavourite?: boolean
}

export interface SessionView {
  signedIn: boolean
  accountId?: string
  fullName?: string
  /** Game balance in minor units of the site's currency. */
  balance?: number
  tokens?: number
  vipLevel?: string
  /** The player's inbox page and how many of its messages are unread (docs/product.md#inbox); absent until known. */
  inbox?: { href: string; unread: number }
}

export interface SiteView {
  siteName: string
  currency: string
  /** The wide header logo (the start-up answer's logo1). */
  logo: string
  /** The square mark (logo2), for logos that stand a mark beside the name; `logo` when absent. */
  mark?: string
  logoText: string
  language: string
}

export interface ShellActions {
  login(): void
  register(): void
  logout(): void
  deposit(): void
  playGame(game: GameTile): void
  /**
   * Adds or removes a favourite (docs/product.md#lobby: hearts). For a visitor it asks them to sign in, so every
   * card shows its heart to everyone.
   */
  toggleFavourite?(game: GameTile): void
  /** Opens the search over every category (docs/product.md#header-search). */
  openSearch?(): void
  /** Goes where a banner or promotion leads: a path of the site, or an http(s) address in a new tab. */
  openLink?(href: string): void
  openLanguagePicker(): void
  /** Opens a sports match (or the sportsbook at it) for betting; sportsbook templates call it. */
  openMatch?(match: SportMatch): void
}

/** One sports fixture with its 1X2 (or 1-2) decimal odds; the demo's `Match` has this shape. */
export interface SportMatch {
  id: string
  league: string
  /** ISO 8601 kick-off time. */
  startsAt: string
  home: string
  away: string
  live: boolean
  /** The score of a live match: home, away. */
  score?: [number, number]
  /** The minute of a live match. */
  minute?: number
  /** Decimal odds for home win, draw (absent in two-way markets) and away win. */
  odds: { home: number; draw?: number; away: number }
}

/** A promotion banner the shell passes to a template's hero. */
export interface PromoBanner {
  key: string
  /** A short line above the title, e.g. 'Welcome offer'. */
  kicker?: string
  title: string
  subtitle?: string
  image?: string
  href?: string
  cta?: string
}

export interface LayoutProps {
  site: SiteView
  session: SessionView
  /** Site navigation (home, promotions, VIP, ...). */
  menu: NavItem[]
  /** Game categories with games on this tenant (docs/product.md#menu-filter filtering already applied). */
  categories: NavItem[]
  actions: ShellActions
  /** The current path without language prefix, for active states. */
  pathname: string
  children: ReactNode
  /** Footer links: the tenant's help and CMS pages that are switched on, in the player's language. */
  footerLinks: NavItem[]
}

export interface GameSection {
  key: string
  title: string
  games: GameTile[]
  href?: string
}

export interface HomeProps {
  site: SiteView
  session: SessionView
  categories: NavItem[]
  /** Hot, featured, new ... in the order the shell chose. */
  sections: GameSection[]
  loading: boolean
  actions: ShellActions
  /** Sports fixtures for templates that lead with sports and odds (sportsbook family). */
  matches?: SportMatch[]
  /** The progressive jackpot in minor units, for templates that show a jackpot ticker. */
  jackpot?: number
  /** Promotion banners for the hero, in the order the shell chose. */
  banners?: PromoBanner[]
  /**
   * The signed-in player's recently played games, newest first (docs/product.md#games); HomeSections shows
   * them as a shelf above the other lists. Absent or empty for visitors and players who have not played.
   */
  recent?: GameSection
  /** The signed-in player's favourites, newest first (docs/product.md#home); absent or empty otherwise. */
  favourites?: GameSection
  /** The latest big wins and paid-out withdrawals (docs/product.md#home); absent until they arrive. */
  feed?: WinnersFeed
  /** The tenant's promotions running now, in its order (docs/product.md#home). */
  promotions?: PromotionCard[]
  /** The originals' virtual fixtures and odds, for the sportsbook templates (docs/product.md#originals). */
  virtualSports?: VirtualSportsView
}

/** One line of the winners feed: a masked account, an amount in minor units, the game won on (wins only). */
export interface FeedEntry {
  key: string
  accountId: string
  amount: number
  gameName?: string
  /** ISO 8601. */
  at: string
}

/** The top-10 boards as the home shows them (docs/product.md#top-10). */
export interface WinnersFeed {
  winners: FeedEntry[]
  withdrawals: FeedEntry[]
}

/** A promotion as a card: its words in the page's language, its art and where it is taken up. */
export interface PromotionCard {
  key: string
  title: string
  text: string
  image?: string
  href: string
  cta: string
}

/** Virtual football and horse racing as the shell passes them: the fixtures and where their odds lead. */
export interface VirtualSportsView {
  fixtures: Fixture[]
  /** Where an odds button leads: the virtual sports game's /playnow page. */
  playHref: string
}

export type { GameSort }

/** What a player asked a lobby for (docs/product.md#lobby); the shell keeps it in the page's address. */
export interface LobbyQuery {
  /** The search words as typed. */
  search: string
  /** A provider's code, or '' for every provider. */
  provider: string
  sort: GameSort
  /** Only the signed-in player's favourites. */
  favourites: boolean
}

/**
 * A lobby's games as the server pages them: how many match, the ones loaded so far by position, and a way to
 * ask for more. The grid asks for the positions it is about to show; a position whose page is on its way reads
 * `undefined` (the grid shows a placeholder of the same size there).
 */
export interface PagedGames {
  /** Games matching the query over every page. */
  total: number
  at(index: number): GameTile | undefined
  /** Asks for positions [start, end); pages already loaded or on their way are not asked for again. */
  want(start: number, end: number): void
  /** Changes whenever a page arrives or the query changes, so a memo or key can follow it. */
  version: string
}

/** A provider of the lobby's category, with its number of games there. */
export interface LobbyProvider {
  code: string
  name: string
  count?: number
}

export interface LobbyProps {
  site: SiteView
  session: SessionView
  title: string
  categories: NavItem[]
  query: LobbyQuery
  /**
   * Changes the query. The shell keeps typing in the current history entry and adds one for a picked provider,
   * sort or the favourites filter. A visitor asking for favourites is asked to sign in instead.
   */
  onQueryChange(change: Partial<LobbyQuery>): void
  games: PagedGames
  providers: LobbyProvider[]
  /** The orders this lobby offers, in the order to show them. */
  sorts: readonly GameSort[]
  /** The first page is on its way. */
  loading: boolean
  error?: string
  onRetry?: () => void
  actions: ShellActions
}

/**
 * A part of a template that may load with its first use (`lazyPart`): `preload` fetches its code ahead. A part
 * without it is already loaded.
 */
export type TemplatePart<P> = ComponentType<P> & { preload?(): Promise<unknown> }

export interface TemplateModule {
  meta: TemplateMeta
  Layout: ComponentType<LayoutProps>
  /** The home and the lobby load with the first page that shows them (docs/architecture.md#first-visit-code). */
  Home: TemplatePart<HomeProps>
  Lobby: TemplatePart<LobbyProps>
}

export type StartupSite = StartupResponse['site']
