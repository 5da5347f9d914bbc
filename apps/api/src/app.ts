import { Hono } from 'hono'
import { SiteCache } from './cache/siteCache'
import type { ApiContext } from './context'
import type { Db } from './db/client'
import { Refusal } from './http/refusal'
import { requestLog } from './http/requestLog'
import { fail } from './http/respond'
import { securityHeaders } from './http/securityHeaders'
import { staticSite } from './http/staticSite'
import { type Logger, silentLogger } from './logging/logger'
import { siteServer } from './pages/drawnPages'
import { registerTenantFiles, tenantPage } from './pages/tenantPages'
import { registerAccount } from './routes/account'
import { registerAuth } from './routes/auth'
import { registerBonus } from './routes/bonus'
import { registerCashier } from './routes/cashier'
import { registerConsole } from './routes/console'
import { registerGames } from './routes/games'
import { registerHealth } from './routes/health'
import { registerHome } from './routes/home'
import { registerLeaderboards } from './routes/leaderboards'
import { registerMedia } from './routes/media'
import { registerMinigame } from './routes/minigame'
import { registerMissions } from './routes/missions'
import { registerOperator } from './routes/operator'
import { registerOperatorMedia } from './routes/operatorMedia'
import { registerOriginals } from './routes/originals'
import { registerPreview } from './routes/preview'
import { registerProduct } from './routes/product'
import { registerReferral } from './routes/referral'
import { registerResponsibleGaming } from './routes/responsibleGaming'
import { registerSessions } from './routes/sessions'
import { registerSiteContent } from './routes/siteContent'
import { registerStartup } from './routes/startup'
import { registerVip } from './routes/vip'
import { registerWallet } from './routes/wallet'
import { defaultRateRules, type RateRules } from './security/rateLimit'
import { previewMiddleware } from './tenants/preview'

export interface AppOptions {
  db: Db
  /** The built site (apps/site/dist); when set, served with SPA fallback. */
  siteDir?: string | undefined
  /** The site's server build (apps/site/dist-server/server.js), which draws the public pages. */
  siteServer?: string | undefined
  /** How often (ms) cached tenants are compared with the database; default 1000, 0 on every request. */
  cacheCheckIntervalMs?: number
  /** Trust X-Forwarded-For for the client address (only behind a proxy that sets it). */
  trustProxy?: boolean
  rateRules?: Partial<RateRules>
  /** Session lifetime, default 24 hours. */
  sessionTtlMs?: number
  now?: () => Date
  /** How a slowed sign-in waits (docs/architecture.md#sign-in-limits); tests record the waits instead. */
  pause?: ApiContext['pause']
  onOutbox?: ApiContext['onOutbox']
  /**
   * The gallery's hosts are `<label>.<previewHost>` (docs/operators.md#gallery); default `preview.localhost`.
   * Production needs a wildcard DNS name and TLS certificate for `*.<previewHost>`.
   */
  previewHost?: string
  /** The operator console's build (apps/console/dist), served under `/console/` on `consoleHost`. */
  consoleDir?: string | undefined
  /** The console's host (docs/operators.md#console-host); default `console.localhost`. */
  consoleHost?: string
  /** Where a line per request and every failed request go (docs/deploy.md#logs); default nowhere (the tests). */
  logger?: Logger
}

export const defaultSessionTtlMs = 24 * 3_600_000

export function createApp(options: AppOptions): Hono {
  const now = options.now ?? (() => new Date())
  const logger = options.logger ?? silentLogger
  const ctx: ApiContext = {
    db: options.db,
    sites: new SiteCache(options.db, {
      checkIntervalMs: options.cacheCheckIntervalMs ?? 1000,
      clock: () => now().getTime(),
      logger,
    }),
    now,
    pause: options.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    trustProxy: options.trustProxy ?? false,
    rateRules: { ...defaultRateRules, ...options.rateRules },
    sessionTtlMs: options.sessionTtlMs ?? defaultSessionTtlMs,
    onOutbox: options.onOutbox,
    previewHost: (options.previewHost ?? 'preview.localhost').toLowerCase(),
    logger,
  }
  const app = new Hono()
  // docs/deploy.md#logs: first, so every answer, whatever answers it, carries its id and is logged.
  app.use('*', requestLog({ logger, trustProxy: ctx.trustProxy }))
  const consoleHost = (options.consoleHost ?? 'console.localhost').toLowerCase()
  // docs/architecture.md#security-headers: on every answer, whatever answers it.
  app.use('*', securityHeaders({ consoleHost, previewHost: ctx.previewHost, trustProxy: ctx.trustProxy }))
  registerHealth(app, ctx.db)
  // docs/operators.md#console-host: the console's host is no tenant's site: the console, the API, nothing else.
  registerConsole(app, {
    consoleDir: options.consoleDir,
    consoleHost,
  })
  // docs/operators.md#previews: a request with a preview cookie sees that draft of its tenant, and only it; a
  // request to a gallery host sees the draft and look its label signs (docs/operators.md#gallery).
  app.use('*', previewMiddleware(ctx.db, now, ctx.previewHost))

  registerStartup(app, ctx)
  registerAuth(app, ctx)
  registerWallet(app, ctx)
  registerCashier(app, ctx)
  registerResponsibleGaming(app, ctx)
  registerHome(app, ctx)
  registerProduct(app, ctx)
  registerAccount(app, ctx)
  registerSessions(app, ctx)
  registerSiteContent(app, ctx)
  registerGames(app, ctx)
  registerOriginals(app, ctx)
  registerMinigame(app, ctx)
  registerMissions(app, ctx)
  registerReferral(app, ctx)
  registerLeaderboards(app, ctx)
  registerVip(app, ctx)
  registerBonus(app, ctx)
  registerOperator(app, ctx)
  registerPreview(app, ctx)
  registerOperatorMedia(app, ctx)
  registerMedia(app, ctx.db)
  app.all('/api/*', (c) =>
    c.req.method === 'POST'
      ? fail(c, 404, `Unknown call: ${c.req.path}`)
      : fail(c, 405, `Calls are POST with a JSON body: ${c.req.path}`),
  )
  if (options.siteDir) {
    registerTenantFiles(app, ctx)
    const drawing = {
      drawPage: siteServer(options.siteServer),
      // The drawing page's own calls (public reads): no Node request underneath, its body is the Request's.
      fetch: (request: Request) => app.fetch(request),
    }
    app.get('*', staticSite(options.siteDir, { page: tenantPage(ctx, options.siteDir, drawing) }))
  }

  app.onError((error, c) => {
    if (error instanceof Refusal) return fail(c, error.httpStatus, error.message, 0, error.details)
    // docs/deploy.md#logs: with the request's id, which the answer's X-Request-Id header carries too.
    logger.error(
      { err: error, requestId: c.get('requestId'), method: c.req.method, path: c.req.path.slice(0, 512) },
      'request failed',
    )
    return fail(c, 500, 'internalServerError', -500)
  })
  return app
}
