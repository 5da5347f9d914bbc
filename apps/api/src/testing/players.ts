import { expect } from 'vitest'
import type { TestApp } from './testApp'

export interface SignedIn {
  account_id: string
  auth: string
  domain_name: string
}

let serial = 0

/** A new account id, unique within the test run. */
export const newAccountId = (prefix = 'p') => `${prefix}${Date.now().toString(36)}${(serial++).toString(36)}`

/** Signs a new player up on the site and answers the fields of its signed-in calls. */
export async function signUp(
  t: TestApp,
  site: { domain_name: string; external_id: string },
  accountId = newAccountId(),
): Promise<SignedIn> {
  const phone = `+63917${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`
  const { status, json } = await t.call('signup', {
    ...site,
    account_id: accountId,
    password: 'secret123',
    contact_phone: phone,
  })
  expect(status, String(json.message)).toBe(200)
  return { account_id: accountId.toLowerCase(), auth: String(json.token), domain_name: site.domain_name }
}

/** A fresh idempotency key. */
export const requestId = () => crypto.randomUUID()
