import { type ApiCallName, apiCallNames, apiCalls } from '@lobbykit/contract'
import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../testing/testApp'

let t: TestApp
let auth: string

beforeAll(async () => {
  t = await openTestApp()
  const login = await t.call('login', {
    domain_name: 'localhost',
    external_id: 'ext-casino1',
    account_id: 'demo',
    password: 'demo1234',
  })
  auth = String(login.json.token)
})
afterAll(() => t.close())

/** The call's example with each field kept, or replaced by any text (any Unicode) or any integer. */
function wellFormedBody(name: ApiCallName): fc.Arbitrary<Record<string, unknown>> {
  const example = { ...(callExamples[name].request as Record<string, unknown>) }
  if ('auth' in example) example.auth = auth
  if ('domain_name' in example && 'auth' in example) example.domain_name = 'localhost'
  const fields = Object.fromEntries(
    Object.entries(example).map(([key, value]) => [
      key,
      typeof value === 'number'
        ? fc.oneof(fc.constant(value), fc.integer({ min: -5, max: 3_000_000_000 }))
        : fc.oneof(
            fc.constant(value),
            fc.string({ unit: 'binary', maxLength: 24 }),
            fc.stringMatching(/^[0-9]{6}$/),
          ),
    ]),
  )
  return fc.record(fields) as fc.Arbitrary<Record<string, unknown>>
}

describe('well-formed bodies with arbitrary text', () => {
  it.each(apiCallNames)('%s never answers a server error', async (name) => {
    await fc.assert(
      fc.asyncProperty(wellFormedBody(name), async (body) => {
        const response = await t.post(apiCalls[name].path, JSON.stringify(body))
        expect(response.status).toBeLessThan(500)
        const answer = (await response.json()) as { statusCode: unknown; message: unknown }
        expect(typeof answer.statusCode).toBe('number')
        expect(typeof answer.message).toBe('string')
      }),
      { numRuns: 20 },
    )
  })
})
