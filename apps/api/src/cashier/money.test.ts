import { apiCalls, type DepositMethod } from '@lobbykit/contract'
import { operatorMessages } from '@lobbykit/contract/operator'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/client'
import { players, tenantDomains } from '../db/schema'
import { walletAudit } from '../providers/testing'
import { runCashierCommand } from '../scripts/cashier'
import { between, pick, seededRandom } from '../seed/random'
import { requestId, type SignedIn, signUp } from '../testing/players'
import { demoSite, openTestApp, otherSite, type TestApp } from '../testing/testApp'
import { adjustBalance } from './adjust'
import { approveTransaction, rejectTransaction } from './operator'

let t: TestApp

beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

async function methodsOf(who: SignedIn) {
  const { methods } = apiCalls.depositMethods.response.parse((await t.call('depositMethods', who)).json)
  const instant = methods.find((method) => !method.needs_approval)
  const approval = methods.find((method) => method.needs_approval)
  if (!instant || !approval) throw new Error('missing demo methods')
  return { instant, approval }
}

/** Every wallet against its ledger, over the whole database: all four wallet columns (providers/testing.ts). */
const ledgerAudit = () => walletAudit(t)

interface Actor {
  who: SignedIn
  methods: { instant: DepositMethod; approval: DepositMethod }
  bankAccountId: number
  /** What the model expects the balance to be. */
  balance: number
  pendingDeposits: Map<number, number>
  pendingWithdrawals: Map<number, number>
  inbox: number[]
  playerId: number
  sent: { call: 'deposit' | 'withdraw'; body: Record<string, unknown>; json: unknown }[]
}

describe('a randomised run of every money operation', () => {
  it('keeps every balance equal to its ledger rows and never below zero', async () => {
    const random = seededRandom('cashier-money-run')
    const actors: Actor[] = []
    for (const site of [demoSite, demoSite, otherSite, otherSite]) {
      const who = await signUp(t, site)
      const banks = apiCalls.bankList.response.parse((await t.call('bankList', who)).json)
      const added = await t.call('addBank', {
        ...who,
        bank_code: banks.banks[0]?.bank_code,
        holder_name: 'Random Player',
        account_no: `55${String(actors.length).padStart(8, '0')}`,
      })
      const inbox = apiCalls.getInbox.response.parse((await t.call('getInbox', who)).json)
      const [player] = await t.database.db
        .select({ id: players.id })
        .from(players)
        .innerJoin(tenantDomains, eq(tenantDomains.tenantId, players.tenantId))
        .where(and(eq(players.accountId, who.account_id), eq(tenantDomains.domain, who.domain_name)))
      actors.push({
        playerId: player?.id ?? 0,
        who,
        methods: await methodsOf(who),
        bankAccountId: Number(added.json.bank_account_id),
        balance: 0,
        pendingDeposits: new Map(),
        pendingWithdrawals: new Map(),
        inbox: inbox.value.map((item) => item.inbox_id),
        sent: [],
      })
    }
    const counts: Record<string, number> = {}
    const balanceOf = async (actor: Actor) =>
      Number((await t.call('getBalance', actor.who)).json.game_balance ?? Number.NaN)

    for (let step = 0; step < 150; step++) {
      const actor = pick(random, actors)
      const roll = random()
      let op: string
      if (roll < 0.2) {
        op = 'instant deposit'
        const { min_amount } = actor.methods.instant
        const amount = between(random, min_amount, min_amount * 10)
        const body = {
          ...actor.who,
          method_id: actor.methods.instant.method_id,
          amount,
          request_id: requestId(),
        }
        const { status, json } = await t.call('deposit', body)
        expect(status).toBe(200)
        actor.balance += amount
        actor.sent.push({ call: 'deposit', body, json })
      } else if (roll < 0.32) {
        op = 'approval deposit'
        const { min_amount } = actor.methods.approval
        const amount = between(random, min_amount, min_amount * 3)
        const body = {
          ...actor.who,
          method_id: actor.methods.approval.method_id,
          amount,
          request_id: requestId(),
        }
        const { status, json } = await t.call('deposit', body)
        expect(status).toBe(200)
        actor.pendingDeposits.set(Number(json.transaction_id), amount)
        actor.sent.push({ call: 'deposit', body, json })
      } else if (roll < 0.55) {
        op = 'withdraw'
        // Sometimes more than the balance: refused, nothing moves.
        const amount = between(random, 1, Math.max(1, Math.ceil(actor.balance * 1.2)))
        const body = { ...actor.who, bank_account_id: actor.bankAccountId, amount, request_id: requestId() }
        const { status, json } = await t.call('withdraw', body)
        if (amount > actor.balance) {
          expect(status).toBe(400)
          op = 'withdraw over balance'
        } else {
          expect(status).toBe(200)
          actor.balance -= amount
          actor.pendingWithdrawals.set(Number(json.transaction_id), amount)
          actor.sent.push({ call: 'withdraw', body, json })
        }
      } else if (roll < 0.65) {
        op = 'cancel'
        const [id, amount] = [...actor.pendingWithdrawals][0] ?? []
        if (id === undefined || amount === undefined) continue
        const { status } = await t.call('cancelWithdrawal', { ...actor.who, transaction_id: id })
        expect(status).toBe(200)
        actor.pendingWithdrawals.delete(id)
        actor.balance += amount
      } else if (roll < 0.85) {
        const approve = random() < 0.5
        const deposits = [...actor.pendingDeposits]
        const withdrawals = [...actor.pendingWithdrawals]
        const fromDeposits = withdrawals.length === 0 || (deposits.length > 0 && random() < 0.5)
        const [id, amount] = (fromDeposits ? deposits[0] : withdrawals[0]) ?? []
        if (id === undefined || amount === undefined) continue
        op = `${approve ? 'approve' : 'reject'} ${fromDeposits ? 'deposit' : 'withdrawal'}`
        const settled = approve
          ? await approveTransaction(t.database.db, id, { by: 'test' })
          : await rejectTransaction(t.database.db, id, { by: 'test', reason: 'random' })
        if (fromDeposits) {
          actor.pendingDeposits.delete(id)
          if (approve) actor.balance += amount
        } else {
          actor.pendingWithdrawals.delete(id)
          if (!approve) actor.balance += amount
        }
        expect(settled.balance).toBe(actor.balance)
      } else if (roll < 0.89) {
        // docs/operators.md#cashier: an operator's adjustment, sometimes a debit over the balance (refused), and
        // sometimes sent twice with one request id (applied once).
        const amount = between(random, 1, 5_000) * (random() < 0.5 ? -1 : 1) * (random() < 0.2 ? 100 : 1)
        const adjustment = { playerId: actor.playerId, amount, requestId: requestId(), now: new Date() }
        const adjust = () => t.database.db.transaction((tx) => adjustBalance(tx as unknown as Db, adjustment))
        if (actor.balance + amount < 0) {
          await expect(adjust()).rejects.toThrow(operatorMessages.adjustmentTooLarge)
          op = 'adjust over balance'
        } else {
          op = 'adjust'
          const first = await adjust()
          actor.balance += amount
          expect(first.balance).toBe(actor.balance)
          if (random() < 0.3) expect(await adjust()).toEqual({ ...first, repeated: true })
        }
      } else if (roll < 0.93 && random() < 0.5) {
        // docs/product.md#missions: a completed mission (the seeded sign-in and deposit ones), claimed twice at once.
        const missions = apiCalls.missions.response.parse((await t.call('missions', actor.who)).json).value
        const done = missions.find((mission) => !mission.is_claimed && mission.progress >= mission.target)
        if (!done) continue
        op = 'mission claim'
        const claims = await Promise.all(
          [1, 2].map(() => t.call('claimMission', { ...actor.who, mission_code: done.mission_code })),
        )
        expect(claims.map((claim) => claim.status).sort()).toEqual([200, 409])
        if (done.reward_kind === 'cash') actor.balance += done.reward
      } else if (roll < 0.93) {
        op = 'claim'
        const inboxId = actor.inbox.shift()
        if (inboxId === undefined) continue
        const { status, json } = await t.call('claimInbox', { ...actor.who, inbox_id: inboxId })
        expect(status).toBe(200)
        actor.balance += Number(json.reward)
      } else {
        op = 'replay'
        const earlier = actor.sent.length > 0 ? pick(random, actor.sent) : undefined
        if (!earlier) continue
        const again = await t.call(earlier.call, earlier.body)
        expect(again.json).toEqual(earlier.json)
      }
      counts[op] = (counts[op] ?? 0) + 1
      expect(await balanceOf(actor), `step ${step}: ${op}`).toBe(actor.balance)
      if (step % 25 === 0) expect(await ledgerAudit()).toMatchObject({ mismatched: 0 })
    }

    for (const actor of actors) expect(await balanceOf(actor)).toBe(actor.balance)
    const audit = await ledgerAudit()
    expect(audit?.mismatched).toBe(0)
    expect(audit?.lowest_balance).toBeGreaterThanOrEqual(0)
    expect(audit?.lowest_after).toBeGreaterThanOrEqual(0)
    // The run met every kind of operation.
    for (const op of [
      'instant deposit',
      'approval deposit',
      'withdraw',
      'cancel',
      'claim',
      'mission claim',
      'replay',
      'adjust',
    ]) {
      expect(counts[op] ?? 0, op).toBeGreaterThan(0)
    }
    expect(Object.keys(counts).filter((op) => /^(approve|reject) /.test(op)).length).toBeGreaterThanOrEqual(3)
  })
})

describe('pnpm cashier', () => {
  it('lists pending transactions, approves and rejects them, once', async () => {
    const who = await signUp(t, otherSite)
    const { approval, instant } = await methodsOf(who)
    const pending = apiCalls.deposit.response.parse(
      (
        await t.call('deposit', {
          ...who,
          method_id: approval.method_id,
          amount: approval.min_amount,
          request_id: requestId(),
        })
      ).json,
    )
    await t.call('deposit', {
      ...who,
      method_id: instant.method_id,
      amount: 200_000,
      request_id: requestId(),
    })
    const banks = apiCalls.bankList.response.parse((await t.call('bankList', who)).json)
    const added = await t.call('addBank', {
      ...who,
      bank_code: banks.banks[0]?.bank_code,
      holder_name: 'Script Player',
      account_no: '7700001234',
    })
    const withdrawal = apiCalls.withdraw.response.parse(
      (
        await t.call('withdraw', {
          ...who,
          bank_account_id: added.json.bank_account_id,
          amount: 80_000,
          request_id: requestId(),
        })
      ).json,
    )

    const list = await runCashierCommand(t.database.db, ['pending', '--tenant', 'casino3'])
    expect(list.exitCode).toBe(0)
    expect(list.output).toContain(`#${pending.transaction_id} `)
    expect(list.output).toContain(`#${withdrawal.transaction_id} `)
    expect(list.output).toContain(`${who.account_id}  deposit  ${approval.min_amount} VND`)
    expect(list.output).toContain('****1234')
    expect((await runCashierCommand(t.database.db, ['pending', '--tenant', 'slot9'])).output).not.toContain(
      who.account_id,
    )

    const approved = await runCashierCommand(t.database.db, ['approve', String(pending.transaction_id)])
    expect(approved).toEqual({
      output: `#${pending.transaction_id} deposit of ${approval.min_amount} is approved; the player's balance is ${120_000 + approval.min_amount}.`,
      exitCode: 0,
    })
    const rejected = await runCashierCommand(t.database.db, [
      'reject',
      String(withdrawal.transaction_id),
      '--reason',
      'Account name does not match',
    ])
    expect(rejected.exitCode).toBe(0)
    expect(rejected.output).toContain(`balance is ${200_000 + approval.min_amount}.`)
    const history = apiCalls.transactions.response.parse(
      (await t.call('transactions', { ...who, type: 'withdrawal', page: 1, page_size: 10 })).json,
    )
    expect(history.items[0]).toMatchObject({ status: 'rejected', reason: 'Account name does not match' })

    expect(await runCashierCommand(t.database.db, ['approve', String(pending.transaction_id)])).toEqual({
      output: `#${pending.transaction_id}: notPending`,
      exitCode: 1,
    })
    expect((await runCashierCommand(t.database.db, ['approve', '999999'])).output).toBe(
      '#999999: transactionNotFound',
    )
    for (const argv of [
      [],
      ['approve'],
      ['approve', 'abc'],
      ['settle', '1'],
      ['approve', '1', '--colour', 'red'],
    ]) {
      expect((await runCashierCommand(t.database.db, argv)).exitCode, argv.join(' ')).toBe(2)
    }
    expect((await ledgerAudit())?.mismatched).toBe(0)
  })
})
