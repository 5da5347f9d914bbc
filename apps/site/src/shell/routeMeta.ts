/**
 * The 48 routes of spec section 2 with their metadata: an optional layout name and the middleware each
 * runs by name. Route files read their `staticData` from here, and the browser tests walk the same table.
 */
export type LayoutName = 'default' | 'minigame'
export type MiddlewareName = 'auth' | 'guest'

export interface RouteMeta {
  /** A layout other than the tenant's template. */
  layout?: LayoutName
  middleware?: readonly MiddlewareName[]
  /** The SEO record's page_name for this page. */
  page: string
}

const auth = ['auth'] as const
const guest = ['guest'] as const

export const routeMeta = {
  '/': { page: 'home' },
  '/about': { page: 'about' },
  '/account': { page: 'account', middleware: auth },
  '/add-bank': { page: 'add-bank', middleware: auth },
  '/arcade': { page: 'arcade' },
  '/bank-details': { page: 'bank-details', middleware: auth },
  '/banking': { page: 'banking' },
  '/bet-history': { page: 'bet-history', middleware: auth },
  '/bingo': { page: 'bingo' },
  '/casino': { page: 'casino' },
  '/change-password': { page: 'change-password', middleware: auth },
  '/contact-us': { page: 'contact-us' },
  '/crash': { page: 'crash' },
  '/deposit': { page: 'deposit', middleware: auth },
  '/download': { page: 'download' },
  '/edit-profile': { page: 'edit-profile', middleware: auth },
  '/faqs': { page: 'faqs' },
  '/fishing': { page: 'fishing' },
  '/forgot-password': { page: 'forgot-password', middleware: guest },
  '/hash-game': { page: 'hash-game' },
  '/horse-racing': { page: 'horse-racing' },
  '/hot': { page: 'hot' },
  '/inbox': { page: 'inbox', middleware: auth },
  '/leaderboard': { page: 'leaderboard' },
  '/login': { page: 'login' },
  '/lottery': { page: 'lottery' },
  '/minigame': { page: 'minigame', layout: 'minigame', middleware: auth },
  '/mission': { page: 'mission', middleware: auth },
  '/news': { page: 'news' },
  '/playnow': { page: 'playnow', layout: 'default', middleware: auth },
  '/poker': { page: 'poker' },
  '/preloader': { page: 'preloader', layout: 'default' },
  '/privacy-policy': { page: 'privacy-policy' },
  '/profile': { page: 'profile', middleware: auth },
  '/promotions': { page: 'promotions' },
  '/referral': { page: 'referral', middleware: auth },
  '/register': { page: 'register' },
  '/responsible-gaming': { page: 'responsible-gaming' },
  '/sabong': { page: 'sabong' },
  '/security': { page: 'security', middleware: auth },
  '/slots': { page: 'slots' },
  '/spin': { page: 'spin', middleware: auth },
  '/sports': { page: 'sports' },
  '/statement': { page: 'statement', middleware: auth },
  '/term-condition': { page: 'term-condition' },
  '/transaction-history': { page: 'transaction-history', middleware: auth },
  '/vip': { page: 'vip', middleware: auth },
  '/withdrawal': { page: 'withdrawal', middleware: auth },
} as const satisfies Record<string, RouteMeta>

export type SitePath = keyof typeof routeMeta

export const sitePaths = Object.keys(routeMeta) as SitePath[]

export function metaFor(path: SitePath): RouteMeta {
  return routeMeta[path]
}
