import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { outbox } from '../db/schema'
import { silentLogger } from '../logging/logger'
import { newPhone, signUp } from '../testing/players'
import { demoSite, openTestApp, type TestApp } from '../testing/testApp'
import { redactedCode, redactSpentCodes, startOutboxRedaction } from './outboxRedaction'

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

it('blanks every spent code of the whole table at start, however old, and only those older than a day later on', async () => {
  const phone = newPhone()
  const player = await signUp(t, demoSite, undefined, { phone })
  await t.call('tacRequestLogin', { ...demoSite, account_id: player.account_id })
  const live = await latestTo(phone)
  // Two days on: the every-minute run, which looks back a day, leaves it; the start's run, over everything, does not.
  const twoDaysOn = new Date(Date.now() + 2 * 24 * 3_600_000)
  await redactSpentCodes(t.database.db, twoDaysOn)
  expect(await latestTo(phone)).toBe(live)
  const failures: unknown[] = []
  const logger = {
    ...silentLogger,
    error: (...args: unknown[]) => failures.push(args),
  } as typeof silentLogger
  const redaction = startOutboxRedaction(t.database.db, { now: () => twoDaysOn, logger })
  try {
    await vi.waitFor(async () => expect(await latestTo(phone)).not.toMatch(/\d{6}/))
  } finally {
    redaction.stop()
  }
  expect(failures).toEqual([])
})
