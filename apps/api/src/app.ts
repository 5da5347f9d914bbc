import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Db } from './db/client'
import { fail } from './http/respond'
import { staticSite } from './http/staticSite'
import { registerStartup } from './routes/startup'

export interface AppOptions {
  db: Db
  /** The built site (apps/site/dist); when set, served with SPA fallback. */
  siteDir?: string | undefined
}

/** Largest JSON body any call accepts. */
export const maxBodyBytes = 16 * 1024

export function createApp({ db, siteDir }: AppOptions): Hono {
  const app = new Hono()

  app.use(
    '/api/*',
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => fail(c, 413, `Request body exceeds ${maxBodyBytes} bytes`),
    }),
  )
  registerStartup(app, db)
  app.all('/api/*', (c) =>
    c.req.method === 'POST'
      ? fail(c, 404, `Unknown call: ${c.req.path}`)
      : fail(c, 405, `Calls are POST with a JSON body: ${c.req.path}`),
  )
  if (siteDir) app.get('*', staticSite(siteDir))

  app.onError((error, c) => {
    console.error(error)
    return fail(c, 500, 'internalServerError', -500)
  })
  return app
}
