import { vi } from 'vitest'
import { createApiClient } from '../api/client'

/** A test server: answers every request with `answer(path, body)` and records what was asked. */
export function fakeApi(answer: (path: string, body: unknown) => Response | Promise<Response>) {
  const requests: { path: string; method: string; body: unknown; contentType: string | null }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const path = new URL(request.url).pathname
    const text = await request.text()
    const body: unknown = text ? JSON.parse(text) : undefined
    requests.push({ path, method: request.method, body, contentType: request.headers.get('content-type') })
    return answer(path, body)
  })
  return { client: createApiClient({ fetch, baseUrl: 'http://localhost' }), fetch, requests }
}

export const json = (body: unknown, status = 200) => Response.json(body, { status })
