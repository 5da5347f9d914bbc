import {
  type Maintenance,
  type StartupResponse,
  startupElementId,
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

/**
 * The start-up answer the server wrote into the page (docs/architecture.md#tenant-document), when it is there
 * and reads as one; undefined otherwise (the page then asks for it).
 */
export function inlinedStartup(doc: Pick<Document, 'getElementById'>): StartupResponse | undefined {
  const text = doc.getElementById(startupElementId)?.textContent
  if (!text) return undefined
  try {
    const parsed = startupResponseSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
