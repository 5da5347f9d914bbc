import { apiCalls } from '@lobbykit/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approveTransaction } from '../cashier/operator'
import { ledgerEntries, tenants } from '../db/schema'
import { playerIdOf, tenantIdOf } from '../games/testing'
import { walletAudit } from '../providers/testing'
import { commissionOf, maskAccount } from '../referral/referral'
import { newAccountId, requestId, type SignedIn, signUp } from '../testing/players'
import { demoSite, openTestApp, type TestApp } from '../testing/testApp'

let t: TestApp
/** The demo site's rule, set here: 10 % of a first deposit, at most 5,000 minor units. */
const rule = { percent: 10, cap: 5_000 }

beforeAll(async () => {
  t = await openTestApp()
  await t.database.db
    .update(tenants)
    .set({ referralPercent: rule.percent, referralCap: rule.cap })
    .where(eq(tenants.id, await tenantIdOf(t, demoSite.domain_name)))
})
afterAll(() => t.close())

const summary = async (who: SignedIn) =>
  apiCalls.referral.response.parse((await t.call('referral', who)).json)

async function methods(who: SignedIn) {
  const { methods } = apiCalls.depositMethods.response.parse((await t.call('depositMethods', who)).json)
  return {
    instant: methods.find((method) => !method.needs_approval),
    approval: methods.find((method) => method.needs_approval),
  }
}

async function deposit(who: SignedIn, amount: number, kind: 'instant' | 'approval' = 'instant') {
  const method = (await methods(who))[kind]
  const answer = await t.call('deposit', {
    ...who,
    method_id: method?.method_id,
    amount,
    request_id: requestId(),
  })
  expect(answer.status, answer.json.message).toBe(200)
  return Number(answer.json.transaction_id)
}

describe('referral (docs/product.md#referral)', () => {
  it('masks account ids and applies the rule with its cap', () => {
    expect(maskAccount('marvin77')).toBe('ma*****7')
    expect(maskAccount('abc')).toBe('a***')
    expect(commissionOf(12_345, rule)).toBe(1_234)
    expect(commissionOf(90_000, rule)).toBe(5_000)
    expect(commissionOf(90_000, { percent: 10, cap: 0 })).toBe(9_000)
  })

  it("lists the friends who signed up with the player's code and what their first deposits earned", async () => {
    const referrer = await signUp(t, demoSite)
    expect(await summary(referrer)).toMatchObject({
      code: referrer.account_id,
      ...rule,
      referred: [],
      pending: 0,
    })
    const friendId = newAccountId('pal')
    const friend = await signUp(t, demoSite, friendId, {
      fields: { referrer_code: referrer.account_id.toUpperCase() },
    })
    const stranger = await signUp(t, demoSite)
    await deposit(stranger, 30_000)
    await deposit(friend, 30_000)
    await deposit(friend, 40_000)
    const pendingOnly = await signUp(t, demoSite, undefined, {
      fields: { referrer_code: referrer.account_id },
    })
    const pendingDeposit = await deposit(pendingOnly, 60_000, 'approval')
    const seen = await summary(referrer)
    expect(seen.referred_count).toBe(2)
    expect(seen.referred.map((row) => [row.status, row.commission, row.is_paid])).toEqual([
      ['signed_up', 0, false],
      ['deposited', 3_000, false],
    ])
    expect(seen.referred[1]?.account).toBe(maskAccount(friendId.toLowerCase()))
    expect(JSON.stringify(seen)).not.toContain(friendId.toLowerCase())
    expect(seen.pending).toBe(3_000)
    // An approved deposit counts once approved.
    await approveTransaction(t.database.db, pendingDeposit, { by: 'test' })
    expect((await summary(referrer)).pending).toBe(3_000 + rule.cap)
  })

  it('pays what is earned once, however many claims arrive at once, and later friends again', async () => {
    const referrer = await signUp(t, demoSite)
    const friend = await signUp(t, demoSite, undefined, { fields: { referrer_code: referrer.account_id } })
    await deposit(friend, 100_000)
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call('claimReferral', referrer)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409])
    expect(answers.find((answer) => answer.status === 200)?.json).toMatchObject({
      claimed: 5_000,
      balance: 5_000,
    })
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.json.message)).toEqual(
      Array(4).fill('nothingToClaim'),
    )
    expect(await summary(referrer)).toMatchObject({ pending: 0, paid: 5_000, referred: [{ is_paid: true }] })

    const second = await signUp(t, demoSite, undefined, { fields: { referrer_code: referrer.account_id } })
    await deposit(second, 20_000)
    expect((await t.call('claimReferral', referrer)).json).toMatchObject({ claimed: 2_000, balance: 7_000 })
    const lines = await t.database.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.playerId, await playerIdOf(t, referrer)),
          eq(ledgerEntries.kind, 'referral_commission'),
        ),
      )
    expect(lines.map((line) => line.amount)).toEqual([5_000, 2_000])
    expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
  })
})
