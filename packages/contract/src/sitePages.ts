/**
 * The site's pages (docs/product.md#routes): each page's path without its language prefix, the SEO record it
 * reads (`page_name`), and who may open it. The site's route tree has exactly these pages (a site test says
 * so); the API answers a page request from this list (docs/architecture.md#tenant-document): a path that is
 * not a page is a 404.
 */
export type PageAccess =
  /** Anyone: the pages a crawler indexes. */
  | 'public'
  /** A signed-in player; a visitor is sent to sign in. */
  | 'player'
  /** A visitor; a signed-in player is sent home. */
  | 'visitor'

export interface SitePage {
  path: string
  page: string
  access: PageAccess
}

/** The game lobbies: the hot games and every category's page (docs/product.md#lobby). */
const lobbyPages = [
  'hot',
  'slots',
  'casino',
  'hash-game',
  'sports',
  'fishing',
  'poker',
  'sabong',
  'lottery',
  'horse-racing',
  'bingo',
  'arcade',
  'crash',
]

const publicPages = [
  'home',
  ...lobbyPages,
  'promotions',
  'leaderboard',
  'news',
  'about',
  'contact-us',
  'faqs',
  'banking',
  'download',
  'privacy-policy',
  'term-condition',
  'responsible-gaming',
  'login',
  'register',
  'preloader',
]

const playerPages = [
  'account',
  'add-bank',
  'bank-details',
  'bet-history',
  'change-password',
  'deposit',
  'edit-profile',
  'inbox',
  'minigame',
  'mission',
  'playnow',
  'profile',
  'referral',
  'security',
  'spin',
  'statement',
  'transaction-history',
  'vip',
  'withdrawal',
]

const visitorPages = ['forgot-password']

const page = (name: string, access: PageAccess): SitePage => ({
  path: name === 'home' ? '/' : `/${name}`,
  page: name,
  access,
})

export const sitePages: readonly SitePage[] = [
  ...publicPages.map((name) => page(name, 'public')),
  ...playerPages.map((name) => page(name, 'player')),
  ...visitorPages.map((name) => page(name, 'visitor')),
]

const byPath = new Map(sitePages.map((entry) => [entry.path, entry]))

/** The page at a path without language prefix (a trailing slash aside); undefined when there is none. */
export function sitePageAt(path: string): SitePage | undefined {
  return byPath.get(path.length > 1 ? path.replace(/\/+$/, '') : path)
}

/** The part of the tenant's template a page shows (docs/architecture.md#first-visit-code). */
export type TemplatePartName = 'Home' | 'Lobby'

/**
 * The template part a page shows, whose code loads with it: the home's on the home page, the lobby's on every
 * lobby; none on the shell's own pages.
 */
export function templatePartOf(page: SitePage): TemplatePartName | undefined {
  if (page.path === '/') return 'Home'
  return lobbyPages.includes(page.page) ? 'Lobby' : undefined
}

/** The public pages that only sign a player in or wait: forms and screens, nothing to index or draw. */
const gatePages = new Set(['login', 'register', 'preloader'])

/**
 * Whether a page is public content: what a crawler lists and the server draws (docs/architecture.md#server-rendering).
 * The sign-in forms are neither: drawn, they could be typed into (and sent as plain forms) before their code runs.
 */
export function isPublicContent(page: SitePage): boolean {
  return page.access === 'public' && !gatePages.has(page.page)
}
