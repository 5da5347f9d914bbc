import { desc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { outbox } from '../db/schema'
import type { TestApp } from './testApp'

export interface SignedIn {
  account_id: string
  auth: string
  domain_name: string
}

let serial = 0

/** A new account id, unique within the test run. */
export const newAccountId = (prefix = 'p') => `${prefix}${Date.now().toString(36)}${(serial++).toString(36)}`

/** A new phone number, unlikely to repeat within the test run. */
export const newPhone = () => `+63917${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`

/** The code of the latest SMS the outbox holds for a phone, as a player would read it. */
export async function lastCodeSentTo(t: TestApp, phone: string): Promise<string> {
  const [message] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, phone))
    .orderBy(desc(outbox.id))
    .limit(1)
  const code = /is (\d{6})\./.exec(message?.body ?? '')?.[1]
  if (!code) throw new Error(`no code in the outbox for ${phone}`)
  return code
}

/**
 * What sign-up needs first (docs/product.md#sign-up): a code sent to the phone for the account id
 * (request_new_register) and that code verified (tac/verify).
 */
export async function verifyNewPhone(
  t: TestApp,
  site: { domain_name: string; external_id: string },
  accountId: string,
  phone: string,
  headers?: Record<string, string>,
): Promise<void> {
  const sent = await t.call(
    'tacRequestNewRegister',
    { ...site, account_id: accountId, contact_phone: phone },
    headers,
  )
  expect(sent.status, String(sent.json.message)).toBe(200)
  const tac = await lastCodeSentTo(t, phone)
  const verified = await t.call('tacVerify', { ...site, account_id: accountId, tac }, headers)
  expect(verified.status, String(verified.json.message)).toBe(200)
}

/** Signs a new player up on the site (phone verified first) and answers the fields of its signed-in calls. */
export async function signUp(
  t: TestApp,
  site: { domain_name: string; external_id: string },
  accountId = newAccountId(),
  options: {
    phone?: string
    password?: string
    headers?: Record<string, string>
    /** More sign-up fields: `referrer_code`, campaign parameters. */
    fields?: Record<string, string>
  } = {},
): Promise<SignedIn> {
  const phone = options.phone ?? newPhone()
  await verifyNewPhone(t, site, accountId, phone, options.headers)
  const { status, json } = await t.call(
    'signup',
    {
      ...site,
      ...options.fields,
      account_id: accountId,
      password: options.password ?? 'secret123',
      contact_phone: phone,
    },
    options.headers,
  )
  expect(status, String(json.message)).toBe(200)
  return { account_id: accountId.toLowerCase(), auth: String(json.token), domain_name: site.domain_name }
}

/** A fresh idempotency key. */
export const requestId = () => crypto.randomUUID()
