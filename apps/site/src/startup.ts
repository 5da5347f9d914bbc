import { type StartupResponse, startupResponseSchema } from '@lobbykit/contract'

export type StartupResult = { ok: true; data: StartupResponse } | { ok: false; message: string }

/** Loads the tenant's settings for this host name; never throws. */
export async function loadStartup(domainName: string, fetcher: typeof fetch = fetch): Promise<StartupResult> {
  try {
    const response = await fetcher('/api/startup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain_name: domainName }),
    })
    const json: unknown = await response.json()
    const parsed = startupResponseSchema.safeParse(json)
    if (parsed.success && parsed.data.statusCode === 1) return { ok: true, data: parsed.data }
    const message = (json as { message?: unknown } | null)?.message
    return { ok: false, message: typeof message === 'string' ? message : 'internalServerError' }
  } catch {
    return { ok: false, message: 'internalServerError' }
  }
}
