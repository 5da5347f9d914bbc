import { errorResponseSchema } from '@lobbykit/contract/common'
import { type SyntheticFailureKind, statusCodes, syntheticFailure } from '@lobbykit/contract/status'
import type * as z from 'zod/mini'
import type { ApiClient } from './client'

/** A failed call: the server's own answer (its statusCode and message), or a synthetic result of spec section 8. */
export interface ApiFailure {
  statusCode: number
  message: string
  /** Set on synthetic results only: internalServerError, serviceUnavailable or disconnect. */
  statusMessage?: string
  /** Why a synthetic result was made (network error, timeout, unreadable answer), for logs. */
  details?: string
}

export type ApiResult<Data> = { ok: true; data: Data } | { ok: false; error: ApiFailure }

export interface CallDefinition<Request extends z.ZodMiniType, Response extends z.ZodMiniType> {
  /** The path under /api, as `apiCalls` in contract names it without the `/api/` prefix. */
  path: string
  request: Request
  response: Response
  /** The synthetic result when the server cannot be reached or answers nonsense (spec section 8). */
  offlineFailure: SyntheticFailureKind
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
  const call = async (client: ApiClient, body: z.input<Request>, options: { signal?: AbortSignal } = {}) => {
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
      return { ok: false as const, error: { statusCode, message } }
    }
    const parsed = definition.response.safeParse(json)
    if (!parsed.success) return offline(`HTTP ${status}: the answer does not match ${definition.path}`)
    return { ok: true as const, data: parsed.data as z.output<Response> }
  }
  return Object.assign(call, { definition })
}
