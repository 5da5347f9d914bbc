import type { Hono } from 'hono'
import { staticSite } from '../http/staticSite'

export interface ConsoleOptions {
  /** The console's build (apps/console/dist, built with the base `/console/`); undefined when there is none. */
  consoleDir: string | undefined
  /** The one host that serves it, lower-case. */
  consoleHost: string
}

const notBuilt = 'The console is not built: run the build first'

/**
 * docs/operators.md#console-host: the console's host serves the console's build under `/console/` (with the
 * SPA fallback of the site, and HTML that no other site may frame) and the API, and nothing else; `/` leads to
 * the console. No other host serves the console: on a tenant's domain `/console/` is the site's own 404 page.
 */
export function registerConsole(app: Hono, options: ConsoleOptions) {
  const files =
    options.consoleDir === undefined
      ? undefined
      : staticSite(options.consoleDir, {
          base: '/console',
          notBuilt,
          // Its addresses stay on its own host. That nobody frames it, and that it runs no script but its own, is
          // its Content-Security-Policy (docs/architecture.md#security-headers).
          htmlHeaders: { 'referrer-policy': 'same-origin' },
        })
  app.use('*', async (c, next) => {
    if (new URL(c.req.url).hostname.toLowerCase() !== options.consoleHost) return next()
    const path = c.req.path
    if (path === '/api' || path.startsWith('/api/')) return next()
    const reading = c.req.method === 'GET' || c.req.method === 'HEAD'
    if (reading && (path === '/' || path === '/console')) return c.redirect('/console/', 302)
    if (reading && path.startsWith('/console/'))
      return files ? files(c) : c.json({ statusCode: 0, message: notBuilt }, 503)
    return c.text('Not found', 404)
  })
}
