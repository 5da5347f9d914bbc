import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { outbox } from '../db/schema'
import { newPhone, signUp } from '../testing/players'
import { demoSite, openTestApp, type TestApp } from '../testing/testApp'
import { redactedCode, redactSpentCodes } from './outboxRedaction'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

const latestTo = async (phone: string) =>
  (
    await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, phone))
      .orderBy(desc(outbox.id))
      .limit(1)
  )[0]?.body

it('blanks a code out of the outbox once its five minutes are over, and not before', async () => {
  const phone = newPhone()
  const player = await signUp(t, demoSite, undefined, { phone })
  await t.call('tacRequestLogin', { ...demoSite, account_id: player.account_id })
  const live = await latestTo(phone)
  expect(live).toMatch(/sign-in code is \d{6}\./)

  await redactSpentCodes(t.database.db, new Date(Date.now() + 4 * 60_000))
  expect(await latestTo(phone)).toBe(live)

  await redactSpentCodes(t.database.db, new Date(Date.now() + 6 * 60_000))
  const spent = await latestTo(phone)
  expect(spent).toContain(`sign-in code is ${redactedCode}.`)
  expect(spent).not.toMatch(/\d{6}/)
})
