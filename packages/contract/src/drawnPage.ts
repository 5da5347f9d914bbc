/**
 * A drawn page's buttons do nothing until its code has run (docs/architecture.md#server-rendering): the served
 * page keeps the buttons pressed before then in `window[earlyClicksKey]`, and the site presses them again once it
 * has hydrated.
 */
export const earlyClicksKey = '__lobbykitEarlyClicks'

/**
 * Set by the site while a player is signed in (a flag, not the session): the server then sends the page undrawn,
 * since it would draw a visitor's page the browser has to replace with the player's.
 */
export const signedInCookieName = 'signedIn'

/**
 * The id of the script element (type application/json) in which the server sends a page its tenant's start-up
 * answer (docs/architecture.md#tenant-document), so the browser starts without asking for it.
 */
export const startupElementId = 'lobbykit-startup'

/**
 * The id of the script element (type application/json) after a drawn page that carries what the server drew it
 * with: the answers it showed and, on a CMS page, the tenant's CMS pages (docs/architecture.md#pages-drawn-on-the-server).
 */
export const pageDataElementId = 'lobbykit-page-data'

/**
 * The worker a drawn page's loader starts while the code downloads (docs/architecture.md#pages-drawn-on-the-server):
 * it makes the browser's first `Intl` formatters on a thread of its own, so the page's main thread finds the locale
 * data loaded. At the site's root and unhashed, like the service worker.
 */
export const intlWarmWorkerPath = '/intl-warm.js'
