import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../logging/logger'

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id (docs/deploy.md#logs): answered in `X-Request-Id`, written on its every log line. */
    requestId: string
  }
}

/** What a request id taken from a proxy may be: short, and nothing a log reader would trip on. */
const saneRequestId = /^[A-Za-z0-9._-]{1,128}$/

/**
 * The request's id (docs/deploy.md#logs): the `X-Request-Id` the trusted proxy sent (`TRUST_PROXY=1`), so its
 * logs and ours name the request alike, when it looks sane; otherwise a new one. Without a trusted proxy the header
 * is the client's own words, and a client does not get to pick the id of its line in our logs.
 */
export function requestIdOf(header: string | undefined, trustProxy: boolean): string {
  return trustProxy && header !== undefined && saneRequestId.test(header) ? header : randomUUID()
}

/**
 * Gives every request an id, answers it in `X-Request-Id`, and logs one line per request when it is answered:
 * id, method, path, status, time taken in ms and host (docs/deploy.md#logs). Never the query string (a link's
 * query can carry a token), headers, cookies or body.
 */
export function requestLog(options: { logger: Logger; trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    const requestId = requestIdOf(c.req.header('x-request-id'), options.trustProxy)
    c.set('requestId', requestId)
    await next()
    c.res.headers.set('x-request-id', requestId)
    if (!options.logger.isLevelEnabled('info')) return
    options.logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path.slice(0, 512),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        host: (c.req.header('host') ?? new URL(c.req.url).host).slice(0, 255),
      },
      'request',
    )
  }
}
