import ky, { type KyInstance } from 'ky'

/** A 15 s timeout (our choice, docs/product.md#timings) suits players on slow mobile networks without hanging forever. */
export const apiTimeoutMs = 15_000

export type ApiClient = KyInstance

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
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
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
}
