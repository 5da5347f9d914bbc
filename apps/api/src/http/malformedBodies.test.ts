import { type ApiCallName, apiCallNames, apiCalls, errorResponseSchema } from '@lobbykit/contract'
import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseFingerprint, openTestApp, type TestApp } from '../testing/testApp'

let t: TestApp
let fingerprint: Record<string, number | string>

beforeAll(async () => {
  t = await openTestApp()
  fingerprint = await databaseFingerprint(t.database)
})
afterAll(() => t.close())

/** A JSON value of another type than `value`. */
function otherType(value: unknown): fc.Arbitrary<unknown> {
  const all = {
    string: fc.string({ maxLength: 20 }),
    number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.array(fc.jsonValue(), { maxLength: 3 }),
    object: fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
  }
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
  return fc.oneof(
    ...Object.entries(all)
      .filter(([name]) => name !== kind)
      .map(([, arbitrary]) => arbitrary),
  )
}

/** Bodies the call's schema refuses: not an object, a field missing, of the wrong type, too long or with NUL. */
function malformedBody(name: ApiCallName): fc.Arbitrary<unknown> {
  const example = callExamples[name].request as Record<string, unknown>
  const keys = Object.keys(example)
  const stringKeys = keys.filter((key) => typeof example[key] === 'string')
  const shapes: fc.Arbitrary<unknown>[] = [
    fc.oneof(
      fc.jsonValue().filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
    ),
    fc.constantFrom(...keys).map((key) => {
      const { [key]: _dropped, ...rest } = example
      return rest
    }),
    fc
      .constantFrom(...keys)
      .chain((key) => otherType(example[key]).map((value) => ({ ...example, [key]: value }))),
    fc
      .record({ key: fc.constantFrom(...keys), size: fc.integer({ min: 300, max: 20_000 }) })
      .map(({ key, size }) => ({ ...example, [key]: 'x'.repeat(size) })),
  ]
  if (stringKeys.length > 0) {
    shapes.push(
      fc.constantFrom(...stringKeys).map((key) => ({ ...example, [key]: `a\u0000${example[key]}` })),
    )
  }
  return fc.oneof(...shapes).filter((body) => !apiCalls[name].request.safeParse(body).success)
}

/** Broken JSON: the example cut short, or noise. */
function malformedText(name: ApiCallName): fc.Arbitrary<string> {
  const text = JSON.stringify(callExamples[name].request)
  return fc.oneof(
    fc.integer({ min: 1, max: text.length - 1 }).map((length) => text.slice(0, length)),
    fc.string({ maxLength: 40 }).filter((noise) => {
      try {
        JSON.parse(noise)
        return false
      } catch {
        return true
      }
    }),
  )
}

const runsPerCall = 120

describe('malformed bodies', () => {
  it.each(apiCallNames)(
    '%s answers every malformed body with 4xx and a message, and writes nothing',
    async (name) => {
      const path = apiCalls[name].path
      const check = async (response: Response) => {
        expect(response.status).toBeGreaterThanOrEqual(400)
        expect(response.status).toBeLessThan(500)
        const answer = errorResponseSchema.parse(await response.json())
        expect(answer.statusCode).toBe(0)
        expect(answer.message.length).toBeGreaterThan(0)
      }
      await fc.assert(
        fc.asyncProperty(malformedBody(name), async (body) =>
          check(await t.post(path, JSON.stringify(body))),
        ),
        { numRuns: runsPerCall },
      )
      await fc.assert(
        fc.asyncProperty(malformedText(name), async (text) => check(await t.post(path, text))),
        { numRuns: runsPerCall / 4 },
      )
      expect(await databaseFingerprint(t.database)).toEqual(fingerprint)
    },
  )

  it('names the missing field', async () => {
    const { status, json } = await t.call('login', {
      domain_name: 'localhost',
      external_id: 'ext-casino1',
      password: 'x',
    })
    expect({ status, message: json.message }).toEqual({ status: 400, message: 'account_id is required' })
  })

  it('refuses a body over 16 KB with 413', async () => {
    const response = await t.post('/api/auth/login', JSON.stringify({ account_id: 'x'.repeat(20_000) }))
    expect(response.status).toBe(413)
  })

  it('answers odd but well-formed text (lone surrogates, emoji) without a server error', async () => {
    const odd = await t.call('login', {
      domain_name: 'localhost',
      external_id: 'ext-casino1',
      account_id: '\ud800💥',
      password: '\udfff',
    })
    expect(odd.status).toBe(401)
  })
})
