import { gameCategories } from '@lobbykit/contract/categories'
import { languages } from '@lobbykit/core/i18n/languages'
import type {
  GameSection,
  GameTile,
  HomeProps,
  LayoutProps,
  LobbyProps,
  NavItem,
  PagedGames,
  PromotionCard,
  SessionView,
  ShellActions,
  SiteView,
  WinnersFeed,
} from '../template/types'
import { bannerArt, emblemArt, gameArt, hashString, logoArt } from './art'
import { defaultLobbyQuery, demoLobbyProviders, demoPages, demoSorts } from './demoLobby'

/** The tenant every story shows, unless a story says otherwise. */
export const demoSite: SiteView = {
  siteName: 'Lucky Harbor',
  currency: 'PHP',
  logo: emblemArt('Lucky Harbor'),
  logoText: 'Lucky Harbor',
  language: 'EN',
}

export const signedOutSession: SessionView = { signedIn: false }

export const signedInSession: SessionView = {
  signedIn: true,
  accountId: 'player8841',
  fullName: 'Maria Santos',
  balance: 1_254_075,
  tokens: 320,
  vipLevel: 'Gold',
}

/** VIP summary of docs/product.md#vip-summary for the signed-in demo player. */
export const demoVip = {
  currentLevel: 'Gold',
  nextLevel: 'Platinum',
  totalDeposit: 4_250_000,
  depoProgress: 68,
  totalTurnover: 18_900_000,
  toProgress: 42,
}

/** English labels of the 13 categories of `@lobbykit/contract/categories`. */
export const categoryLabels: Record<(typeof gameCategories)[number]['key'], string> = {
  hot: 'Hot',
  slot_game: 'Slots',
  casino: 'Live Casino',
  hash_game: 'Hash Games',
  sportsbook: 'Sports',
  fishing: 'Fishing',
  poker: 'Poker',
  sabong: 'Sabong',
  lottery: 'Lottery',
  horse_racing: 'Horse Racing',
  bingo: 'Bingo',
  arcade: 'Arcade',
  crash: 'Crash',
}

/** All 13 categories as navigation items, hot first, in the contract's order. */
export const demoCategories: NavItem[] = gameCategories.map((category) => ({
  key: category.key,
  label: categoryLabels[category.key],
  href: category.route,
  category: category.key,
  slug: category.slug,
}))

export const demoMenu: NavItem[] = [
  { key: 'home', label: 'Home', href: '/' },
  { key: 'promotions', label: 'Promotions', href: '/promotions' },
  { key: 'vip', label: 'VIP', href: '/vip' },
  { key: 'leaderboard', label: 'Leaderboard', href: '/leaderboard' },
  { key: 'referral', label: 'Refer a friend', href: '/referral' },
  { key: 'download', label: 'App', href: '/download' },
]

/** Links a footer shows: the CMS pages of docs/product.md#cms and the help routes. */
export const demoFooterLinks: NavItem[] = [
  { key: 'about', label: 'About us', href: '/about' },
  { key: 'faqs', label: 'FAQs', href: '/faqs' },
  { key: 'banking', label: 'Banking', href: '/banking' },
  { key: 'responsible-gaming', label: 'Responsible gaming', href: '/responsible-gaming' },
  { key: 'privacy-policy', label: 'Privacy policy', href: '/privacy-policy' },
  { key: 'term-condition', label: 'Terms & conditions', href: '/term-condition' },
  { key: 'contact-us', label: 'Contact us', href: '/contact-us' },
]

export const demoProviders = [
  { code: 'LMN', name: 'Lumen Games' },
  { code: 'RLT', name: 'Red Lantern' },
  { code: 'NWS', name: 'Northwind Studio' },
  { code: 'GLF', name: 'Goldleaf Gaming' },
  { code: 'PXF', name: 'Pixel Forge' },
  { code: 'TDL', name: 'Tidal Live' },
  { code: 'ARS', name: 'Arena Sports' },
] as const

/** Game names per category; 60 in all. */
const gameNames: Record<string, readonly string[]> = {
  slot_game: [
    'Dragon Fortune',
    'Golden Koi',
    'Pharaoh Riches',
    'Neon Sevens',
    'Fruit Fiesta',
    'Jungle Jackpot',
    'Wild Buffalo',
    'Lucky Lanterns',
    'Mystic Gems',
    'Pirate Gold',
    'Candy Cascade',
    'Thunder Reels',
    'Aztec Sun',
    'Frozen Crown',
    'Cosmic Spins',
    'Sakura Wilds',
    'Viking Raid',
    'Tiki Treasure',
    'Royal Diamonds',
    'Bonanza Bees',
  ],
  casino: [
    'Speed Baccarat',
    'Lightning Roulette',
    'Dragon Tiger',
    'Blackjack VIP',
    'Sic Bo Live',
    'Mega Wheel',
    'Andar Bahar',
    'Casino Holdem',
  ],
  fishing: ['Ocean King', 'Fishing War', 'Deep Sea Hunt', 'Golden Shark', 'Mermaid Catch'],
  poker: ['Texas Holdem', 'Omaha Hi Lo', 'Tongits Go', 'Pusoy Dos', 'Three Card Poker'],
  crash: ['Rocket Run', 'Aviator Dash', 'Moon Shot', 'Cash Balloon'],
  arcade: ['Plinko Drop', 'Mines Field', 'Tower Climb', 'Coin Pusher'],
  lottery: ['Keno Express', 'Lotto Six', 'Pick Three'],
  bingo: ['Bingo Blast', 'Color Game', 'Pattern Bingo'],
  hash_game: ['Hash Dice', 'Hash Odd Even'],
  sabong: ['Sabong Arena', 'Derby Cockfight'],
  horse_racing: ['Derby Day', 'Royal Ascot Sprint'],
  sportsbook: ['Sports Exchange', 'Virtual Football'],
}

const gameTypes: Record<string, string> = {
  slot_game: 'SLOTS',
  casino: 'LIVE',
  fishing: 'FISH',
  poker: 'TABLE',
  crash: 'CRASH',
  arcade: 'ARCADE',
  lottery: 'LOTTERY',
  bingo: 'BINGO',
  hash_game: 'HASH',
  sabong: 'SABONG',
  horse_racing: 'HORSERACING',
  sportsbook: 'SPORTS',
}

function makeGame(name: string, category: string, index: number): GameTile {
  const provider = demoProviders[hashString(name) % demoProviders.length]!
  return {
    provider_code: provider.code,
    provider_name: provider.name,
    game_code: `${provider.code.toLowerCase()}-${String(index).padStart(4, '0')}`,
    game_name: name,
    game_type: gameTypes[category] ?? 'SLOTS',
    game_image: gameArt(name),
    category,
    rtp: demoRtp(category, name),
    isFavourite: index % 9 === 4,
  }
}

/** A published RTP between 94.00 % and 97.99 % for games whose makers publish one; none for live and sports. */
function demoRtp(category: string, name: string): number | null {
  if (['casino', 'sportsbook', 'horse_racing', 'sabong'].includes(category)) return null
  return 9400 + (hashString(name) % 400)
}

/** 60 games across the 12 product categories and 7 providers. */
export const demoGames: GameTile[] = Object.entries(gameNames)
  .flatMap(([category, names]) => names.map((name) => ({ name, category })))
  .map(({ name, category }, index) => makeGame(name, category, index))

/** The demo lobby's games: the slots of `demoGames`. */
export const demoSlotGames: GameTile[] = demoGames.filter((game) => game.category === 'slot_game')

const adjectives = ['Golden', 'Lucky', 'Wild', 'Mega', 'Royal', 'Mystic', 'Super', 'Fiery', 'Frozen', 'Magic']
const nouns = ['Tiger', 'Reels', 'Gems', 'Fortune', 'Phoenix', 'Lotus', 'Empire', 'Spins', 'Jackpot', 'Koi']

/**
 * A deterministic lobby of any size (10,000 for the virtualised grid). The art is one of a few hundred
 * distinct images, so a big lobby does not hold 10,000 SVG strings.
 */
export function demoLobbyGames(count: number, category = 'slot_game'): GameTile[] {
  const art = new Map<string, string>()
  return Array.from({ length: count }, (_, index) => {
    const name = `${adjectives[index % adjectives.length]} ${nouns[Math.floor(index / adjectives.length) % nouns.length]} ${Math.floor(index / 100) + 1}`
    const artKey = name.replace(/ \d+$/, '')
    if (!art.has(artKey)) art.set(artKey, gameArt(artKey))
    const provider = demoProviders[index % demoProviders.length]!
    return {
      provider_code: provider.code,
      provider_name: provider.name,
      game_code: `lobby-${index}`,
      game_name: name,
      rtp: demoRtp(category, name),
      game_type: gameTypes[category] ?? 'SLOTS',
      game_image: art.get(artKey)!,
      category,
    }
  })
}

const pick = (keys: readonly number[]) => keys.map((i) => demoGames[i]!)

/** Home sections in the order most shells show them: hot, new, popular. */
export const demoSections: GameSection[] = [
  { key: 'hot', title: 'Hot games', href: '/hot', games: pick([0, 20, 3, 28, 8, 48, 13, 33, 5, 41, 17, 24]) },
  { key: 'new', title: 'New games', href: '/slots', games: pick([19, 18, 52, 45, 16, 37, 15, 56, 14, 30]) },
  {
    key: 'popular',
    title: 'Popular',
    href: '/casino',
    games: pick([21, 1, 29, 9, 22, 34, 2, 42, 11, 25, 6, 50]),
  },
]

export interface Partner {
  href: string
  img_url: string
  partner_name: string
}

export const demoPartners: Partner[] = [
  'Harbor Poker Club',
  'Sunrise Sports',
  'Jade Lottery',
  'Northwind Bingo',
  'Gold Coast Racing',
].map((name) => ({
  partner_name: name,
  href: `https://partners.example/${name.toLowerCase().replace(/\s+/g, '-')}`,
  img_url: logoArt(name),
}))

export interface Match {
  id: string
  league: string
  /** ISO date-time of kick-off. */
  startsAt: string
  home: string
  away: string
  live: boolean
  score?: [number, number]
  minute?: number
  /** Decimal odds for home win, draw (absent in two-way markets) and away win. */
  odds: { home: number; draw?: number; away: number }
}

export const demoMatches: Match[] = [
  {
    id: 'm1',
    league: 'Premier League',
    startsAt: '2026-11-21T19:30:00Z',
    home: 'Riverside FC',
    away: 'Northgate United',
    live: true,
    score: [1, 0],
    minute: 63,
    odds: { home: 1.45, draw: 4.2, away: 6.5 },
  },
  {
    id: 'm2',
    league: 'La Liga',
    startsAt: '2026-11-21T20:00:00Z',
    home: 'Costa Azul',
    away: 'Real Montaña',
    live: true,
    score: [2, 2],
    minute: 71,
    odds: { home: 3.1, draw: 2.6, away: 2.75 },
  },
  {
    id: 'm3',
    league: 'PBA Philippine Cup',
    startsAt: '2026-11-22T11:00:00Z',
    home: 'Manila Sharks',
    away: 'Cebu Eagles',
    live: false,
    odds: { home: 1.8, away: 2.02 },
  },
  {
    id: 'm4',
    league: 'Serie A',
    startsAt: '2026-11-22T14:00:00Z',
    home: 'Porto Vecchio',
    away: 'AC Collina',
    live: false,
    odds: { home: 2.35, draw: 3.25, away: 3.05 },
  },
  {
    id: 'm5',
    league: 'NBA',
    startsAt: '2026-11-22T23:30:00Z',
    home: 'Bay City Waves',
    away: 'Desert Suns',
    live: false,
    odds: { home: 1.62, away: 2.3 },
  },
]

/** The hero's promotional banner. */
export const demoBanner = {
  kicker: 'Lucky wheel',
  title: 'Spin the wheel on us',
  subtitle: 'Every ₱500 you play earns a spin token for the lucky wheel. 18+.',
  cta: 'Spin now',
  href: '/spin',
  image: bannerArt('Lucky Harbor welcome'),
}

/** The tenant's promotions as the home shows them (docs/product.md#home); each promises what the product does. */
export const demoPromotions: PromotionCard[] = [
  {
    key: 'wheel',
    title: 'Lucky wheel',
    text: 'Every ₱500 you play earns a spin token.',
    href: '/spin',
    cta: 'Spin the wheel',
    image: bannerArt('Lucky wheel'),
  },
  {
    key: 'dice',
    title: 'Provably fair Hash Dice',
    text: 'Check every roll yourself on the verify page.',
    href: '/playnow?provider=ORIGINALS&game=ORIGINALS-HASH-DICE',
    cta: 'Play Hash Dice',
    image: bannerArt('Hash Dice'),
  },
  {
    key: 'vip',
    title: 'VIP levels',
    text: 'Climb a level with your deposits and play.',
    href: '/vip',
    cta: 'See VIP levels',
    image: bannerArt('VIP levels'),
  },
]

/** The winners feed of the demo: wins and paid-out withdrawals, accounts masked. */
export const demoFeed: WinnersFeed = {
  winners: [
    {
      key: 'w1',
      accountId: 'ma***os',
      amount: 2_450_000,
      gameName: 'Dragon Fortune',
      at: '2026-11-25T13:42:00Z',
    },
    { key: 'w2', accountId: 'jo***88', amount: 980_050, gameName: 'Lucky Fives', at: '2026-11-25T12:10:00Z' },
    {
      key: 'w3',
      accountId: 'ki***ng',
      amount: 412_500,
      gameName: 'Rocket Crash',
      at: '2026-11-25T11:05:00Z',
    },
  ],
  withdrawals: [
    { key: 'd1', accountId: 'an***la', amount: 1_500_000, at: '2026-11-25T13:55:00Z' },
    { key: 'd2', accountId: 'pa***lo', amount: 650_000, at: '2026-11-25T13:20:00Z' },
  ],
}

/**
 * Shell actions for stories: each reports the call to `log` (Storybook's action logger, console.info,
 * a test spy), so a designer sees which callback a click fires.
 */
export function demoActions(log: (name: string, ...args: unknown[]) => void = () => {}): ShellActions {
  return {
    login: () => log('login'),
    register: () => log('register'),
    logout: () => log('logout'),
    deposit: () => log('deposit'),
    playGame: (game) => log('playGame', game.game_code),
    toggleFavourite: (game) => log('toggleFavourite', game.game_code),
    openSearch: () => log('openSearch'),
    openLink: (href) => log('openLink', href),
    openLanguagePicker: () => log('openLanguagePicker'),
  }
}

/** Props for a template's Layout with demo data; pass overrides to show another state. */
export function demoLayoutProps(
  overrides: Partial<LayoutProps> & Pick<LayoutProps, 'children'>,
): LayoutProps {
  return {
    site: demoSite,
    session: signedOutSession,
    menu: demoMenu,
    categories: demoCategories,
    actions: demoActions(),
    pathname: '/',
    footerLinks: demoFooterLinks,
    ...overrides,
  }
}

export function demoHomeProps(overrides: Partial<HomeProps> = {}): HomeProps {
  return {
    site: demoSite,
    session: signedOutSession,
    categories: demoCategories,
    sections: demoSections,
    loading: false,
    actions: demoActions(),
    favourites: {
      key: 'favourites',
      title: 'Favourites',
      games: demoGames.filter((game) => game.isFavourite).slice(0, 6),
    },
    feed: demoFeed,
    promotions: demoPromotions,
    ...overrides,
  }
}

/** A lobby's props with its games given whole (they become its loaded pages). */
export type DemoLobbyOverrides = Partial<Omit<LobbyProps, 'games'>> & {
  games?: readonly GameTile[] | PagedGames
}

/**
 * The demo slots lobby as the shell would pass it, its query at the defaults and every page loaded. For a lobby
 * whose controls work, render `DemoLobby`.
 */
export function demoLobbyProps({ games: given, ...overrides }: DemoLobbyOverrides = {}): LobbyProps {
  const games = given ?? demoSlotGames
  const list = Array.isArray(games) ? games : undefined
  return {
    site: demoSite,
    session: signedOutSession,
    title: 'Slots',
    categories: demoCategories.map((c) => ({ ...c, active: c.key === 'slot_game' })),
    query: defaultLobbyQuery,
    onQueryChange: () => {},
    games: list ? demoPages(list) : (games as PagedGames),
    providers: list && list.length > 0 ? demoLobbyProviders(list) : demoLobbyProviders(demoSlotGames),
    sorts: demoSorts(list ?? demoSlotGames),
    loading: false,
    actions: demoActions(),
    ...overrides,
  }
}

/** The eight languages with message files (docs/product.md#languages), as the language picker lists them. */
export const demoLanguages = languages
  .filter((language) => language.name)
  .map((language) => ({ code: language.code, name: language.name!, htmlLang: language.htmlLang }))
