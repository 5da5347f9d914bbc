import { loadOnce } from '../chunk/loadOnce'

/** A 15 s timeout (our choice, docs/product.md#timings) suits players on slow mobile networks without hanging forever. */
export const apiTimeoutMs = 15_000

/** Sends one call's JSON body to `/api/<path>` and gives back the raw answer; HTTP errors are answers, not throws. */
export type ApiClient = (path: string, init: { json: unknown; signal?: AbortSignal }) => Promise<Response>

export interface ApiClientOptions {
  /** A fetch to use instead of the global one (tests, instrumentation). */
  fetch?: typeof fetch
  timeoutMs?: number
  /** Where `/api` lives; the page's own origin by default. */
  baseUrl?: string
}

/**
 * The one ky instance every call goes through: JSON POST under `/api`, a timeout, no automatic retry
 * (every call is a POST, and a login or a claim must never be sent twice behind the player's back), and
 * HTTP errors returned rather than thrown, because a 4xx answer with `{statusCode, message}` is the
 * server's answer, not a failure to reach it.
 *
 * ky is loaded by the first call, not with the page: a page drawn by the server paints and hydrates from
 * its inlined answers, so its first call comes after the first paint (docs/architecture.md#server-rendering).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  // A failed download of the chunk is a failure to reach the server, and the next call tries again.
  const loaded = loadOnce(async () => {
    const { default: ky } = await import('ky')
    return ky.create({
      prefix: '/api',
      baseUrl: options.baseUrl ?? globalThis.location?.origin,
      method: 'post',
      timeout: options.timeoutMs ?? apiTimeoutMs,
      retry: 0,
      throwHttpErrors: false,
      headers: { accept: 'application/json' },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    })
  })
  return async (path, init) => (await loaded())(path, init)
}
