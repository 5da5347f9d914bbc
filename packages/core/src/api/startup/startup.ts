import {
  type Maintenance,
  startupRequestSchema,
  startupResponseSchema,
} from '@lobbykit/contract/calls/startup'
import type * as z from 'zod/mini'
import { type ApiFailure, defineCall } from '../call'
import type { ApiClient } from '../client'

const startupCall = defineCall({
  path: 'startup',
  request: startupRequestSchema,
  response: startupResponseSchema,
  offlineFailure: 'internalServerError',
})

/** A failed start-up also says maintenance is off, so a failure never shows the maintenance layout. */
export type StartupFailure = ApiFailure & { maintenance: Maintenance }

export const maintenanceOff: Maintenance = { is_maintenance: false, start_date: null, end_date: null }

/**
 * POST /api/startup: the tenant's site settings. Unreachable server: -500 internalServerError with
 * details, and maintenance off (docs/product.md#synthetic-results).
 */
export async function startup(
  client: ApiClient,
  body: z.input<typeof startupRequestSchema>,
  options?: { signal?: AbortSignal },
): Promise<
  { ok: true; data: z.output<typeof startupResponseSchema> } | { ok: false; error: StartupFailure }
> {
  const result = await startupCall(client, body, options)
  if (result.ok) return result
  return { ok: false, error: { ...result.error, maintenance: maintenanceOff } }
}
startup.definition = startupCall.definition
