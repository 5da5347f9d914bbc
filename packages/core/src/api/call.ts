import { errorResponseSchema } from '@lobbykit/contract/common'
import { type SyntheticFailureKind, statusCodes, syntheticFailure } from '@lobbykit/contract/status'
import type * as z from 'zod/mini'
import type { ApiClient } from './client'

/** A failed call: the server's own answer (its statusCode and message), or a synthetic result of docs/product.md#synthetic-results. */
export interface ApiFailure {
  statusCode: number
  message: string
  /** Set on synthetic results only: internalServerError, serviceUnavailable or disconnect. */
  statusMessage?: string
  /** Why a synthetic result was made (network error, timeout, unreadable answer), for logs. */
  details?: string
  /**
   * The other fields of the server's refusal, when it has any: `until` of `timedOut` and `selfExcluded`,
   * `period`, `limit` and `remaining` of `depositLimitExceeded` (docs/product.md#error-catalogue).
   */
  fields?: Record<string, unknown>
}

export type ApiResult<Data> = { ok: true; data: Data } | { ok: false; error: ApiFailure }

export interface CallDefinition<Request extends z.ZodMiniType, Response extends z.ZodMiniType> {
  /** The path under /api, as `apiCalls` in contract names it without the `/api/` prefix. */
  path: string
  request: Request
  response: Response
  /** The synthetic result when the server cannot be reached or answers nonsense (docs/product.md#synthetic-results). */
  offlineFailure: SyntheticFailureKind
  /**
   * The call only reads (SEO record, CMS pages): identical calls in flight at the same time share one
   * request, so the shell's head tags and the page body asking for the same record cost one round trip.
   */
  shareInFlight?: boolean
}

export type ApiCall<Request extends z.ZodMiniType, Response extends z.ZodMiniType> = ((
  client: ApiClient,
  body: z.input<Request>,
  options?: { signal?: AbortSignal },
) => Promise<ApiResult<z.output<Response>>>) & { definition: CallDefinition<Request, Response> }

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : ''
  return `${error.name}: ${error.message}${cause}`
}

/**
 * Makes the function for one call. It never throws: a network failure, a timeout or an answer that is
 * neither the call's success shape nor `{statusCode, message}` becomes the call's synthetic result.
 * The success answer is validated with the contract's schema (extra fields are dropped, not fatal).
 */
export function defineCall<Request extends z.ZodMiniType, Response extends z.ZodMiniType>(
  definition: CallDefinition<Request, Response>,
): ApiCall<Request, Response> {
  const offline = (details: string): { ok: false; error: ApiFailure } => ({
    ok: false,
    error: { ...syntheticFailure(definition.offlineFailure), details },
  })
  const send = async (client: ApiClient, body: z.input<Request>, options: { signal?: AbortSignal } = {}) => {
    let json: unknown
    let status: number
    try {
      const response = await client(definition.path, { json: body, signal: options.signal })
      status = response.status
      json = await response.json()
    } catch (error) {
      return offline(describe(error))
    }
    const envelope = errorResponseSchema.safeParse(json)
    if (!envelope.success) return offline(`HTTP ${status}: the answer has no statusCode and message`)
    if (envelope.data.statusCode !== statusCodes.success) {
      const { statusCode, message } = envelope.data
      const { statusCode: _code, message: _message, ...fields } = json as Record<string, unknown>
      const error: ApiFailure = { statusCode, message }
      if (Object.keys(fields).length > 0) error.fields = fields
      return { ok: false as const, error }
    }
    const parsed = definition.response.safeParse(json)
    if (!parsed.success) return offline(`HTTP ${status}: the answer does not match ${definition.path}`)
    return { ok: true as const, data: parsed.data as z.output<Response> }
  }
  const call = definition.shareInFlight ? sharingInFlight(send) : send
  return Object.assign(call, { definition })
}

type Send<Body, Result> = (
  client: ApiClient,
  body: Body,
  options?: { signal?: AbortSignal },
) => Promise<Result>

/** Identical calls (same client, same body) made while one is in flight get that one's answer. */
function sharingInFlight<Body, Result>(send: Send<Body, Result>): Send<Body, Result> {
  const inFlight = new WeakMap<ApiClient, Map<string, Promise<Result>>>()
  return (client, body, options = {}) => {
    // A caller that may abort gets its own request: aborting must not cancel another caller's answer.
    if (options.signal) return send(client, body, options)
    const key = JSON.stringify(body)
    const pending = inFlight.get(client) ?? new Map<string, Promise<Result>>()
    inFlight.set(client, pending)
    const shared = pending.get(key)
    if (shared) return shared
    const request = send(client, body).finally(() => pending.delete(key))
    pending.set(key, request)
    return request
  }
}
