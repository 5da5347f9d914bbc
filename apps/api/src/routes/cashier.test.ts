import { apiCalls, currencyExponent, type DepositMethod, isKnownCurrency } from '@lobbykit/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approveTransaction, rejectTransaction } from '../cashier/operator'
import { ledgerEntries, players, tenants, wallets, walletTransactions } from '../db/schema'
import { demoTenants } from '../seed/demoTenants'
import { newAccountId, requestId, type SignedIn, signUp } from '../testing/players'
import {
  databaseFingerprint,
  demoLogin,
  demoSite,
  openTestApp,
  otherSite,
  rowsOf,
  type TestApp,
} from '../testing/testApp'

let t: TestApp
/** slot2 (PHP) methods, and casino3's (VND). */
let methods: { instant: DepositMethod; approval: DepositMethod }
let otherMethods: { instant: DepositMethod; approval: DepositMethod }

beforeAll(async () => {
  t = await openTestApp()
  const here = await signUp(t, demoSite)
  const there = await signUp(t, otherSite)
  const list = async (who: SignedIn) => {
    const answer = apiCalls.depositMethods.response.parse((await t.call('depositMethods', who)).json)
    const instant = answer.methods.find((method) => !method.needs_approval)
    const approval = answer.methods.find((method) => method.needs_approval)
    if (!instant || !approval) throw new Error('a demo tenant lacks its two methods')
    return { instant, approval }
  }
  methods = await list(here)
  otherMethods = await list(there)
})
afterAll(() => t.close())

async function playerIdOf(who: SignedIn): Promise<number> {
  const [tenant] = rowsOf<{ tenant_id: number }>(
    await t.database.db.execute(
      sql`select tenant_id from tenant_domains where domain = ${who.domain_name} limit 1`,
    ),
  )
  const [player] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.accountId, who.account_id), eq(players.tenantId, tenant?.tenant_id ?? 0)))
  return player?.id ?? 0
}

const balanceOf = async (who: SignedIn) =>
  Number((await t.call('getBalance', who)).json.game_balance ?? Number.NaN)

async function ledgerSum(playerId: number) {
  const [row] = await t.database.db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, playerId), eq(ledgerEntries.wallet, 'game_balance')))
  return row?.total ?? 0
}

async function deposit(who: SignedIn, amount: number, method = methods.instant, key = requestId()) {
  return t.call('deposit', { ...who, method_id: method.method_id, amount, request_id: key })
}

async function addBank(who: SignedIn, accountNo = '001234567890', bankCode?: string) {
  const list = apiCalls.bankList.response.parse((await t.call('bankList', who)).json)
  const code = bankCode ?? list.banks[0]?.bank_code ?? ''
  const { status, json } = await t.call('addBank', {
    ...who,
    bank_code: code,
    holder_name: 'Test Player',
    account_no: accountNo,
  })
  expect(status, String(json.message)).toBe(200)
  return Number(json.bank_account_id)
}

/** A new player with `amount` deposited and a bank account. */
async function fundedPlayer(amount: number, site = demoSite) {
  const who = await signUp(t, site)
  if (amount > 0) {
    const method = site === demoSite ? methods.instant : otherMethods.instant
    expect((await deposit(who, amount, method)).status).toBe(200)
  }
  return { who, bankAccountId: await addBank(who) }
}

describe('deposit_methods', () => {
  it('gives every demo tenant an instant method and one an operator approves', async () => {
    expect(methods.instant).toMatchObject({ needs_approval: false, eta_minutes: 0, fee: 0 })
    expect(methods.approval.needs_approval).toBe(true)
    expect(methods.approval.eta_minutes).toBeGreaterThan(0)
    expect(methods.instant.min_amount).toBeLessThan(methods.instant.max_amount)
    const rows = rowsOf<{ code: string; n: number }>(
      await t.database.db.execute(
        sql`select t.code, count(*) filter (where m.needs_approval)::int as n from tenants t join payment_methods m on m.tenant_id = t.id group by t.code having count(*) filter (where not m.needs_approval) >= 1`,
      ),
    )
    expect(rows.map((row) => row.code).sort()).toEqual(demoTenants.map((demo) => demo.code).sort())
    expect(rows.every((row) => row.n >= 1)).toBe(true)
  })

  it('scales demo amounts to the currency: VND has no minor unit', async () => {
    const [vnd] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'casino3'))
    expect(vnd?.currency).toBe('VND')
    expect(currencyExponent('VND')).toBe(0)
    // ₱100 (10,000 centavos) is about 50,000 ₫: a sensible smallest deposit, not 100 ₫.
    expect(otherMethods.instant.min_amount).toBe(50_000)
    expect(methods.instant.min_amount).toBe(10_000)
    for (const demo of demoTenants) expect(isKnownCurrency(demo.currency), demo.currency).toBe(true)
    // Seeded VND deposits are 100,000 ₫ to 2,500,000 ₫ in steps of 5,000 ₫.
    const [seeded] = rowsOf<{ n: number; off_step: number; smallest: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n, count(*) filter (where amount % 5000 <> 0)::int as off_step, min(amount)::int as smallest from ledger_entries where tenant_id = ${vnd?.id ?? 0} and kind = 'deposit'`,
      ),
    )
    expect(seeded?.n).toBeGreaterThan(0)
    expect(seeded?.off_step).toBe(0)
    expect(seeded?.smallest).toBeGreaterThanOrEqual(100_000)
  })
})

describe('deposit', () => {
  it('credits an instant deposit at once, with its ledger row', async () => {
    const who = await signUp(t, demoSite)
    const { status, json } = await deposit(who, 25_000)
    expect(status).toBe(200)
    const answer = apiCalls.deposit.response.parse(json)
    expect(answer).toMatchObject({ status: 'approved', balance: 25_000 })
    expect(await balanceOf(who)).toBe(25_000)
    expect(await ledgerSum(await playerIdOf(who))).toBe(25_000)
  })

  it('keeps an approval deposit pending until an operator approves it, once', async () => {
    const who = await signUp(t, demoSite)
    const answer = apiCalls.deposit.response.parse((await deposit(who, 60_000, methods.approval)).json)
    expect(answer).toMatchObject({ status: 'pending', balance: 0 })
    expect(await balanceOf(who)).toBe(0)
    const settled = await approveTransaction(t.database.db, answer.transaction_id, { by: 'test' })
    expect(settled.balance).toBe(60_000)
    await expect(approveTransaction(t.database.db, answer.transaction_id, { by: 'test' })).rejects.toThrow(
      'notPending',
    )
    expect(await balanceOf(who)).toBe(60_000)
  })

  it('credits nothing for a rejected deposit and records the reason', async () => {
    const who = await signUp(t, demoSite)
    const answer = apiCalls.deposit.response.parse((await deposit(who, 60_000, methods.approval)).json)
    await rejectTransaction(t.database.db, answer.transaction_id, { by: 'test', reason: 'No transfer seen' })
    expect(await balanceOf(who)).toBe(0)
    const list = apiCalls.transactions.response.parse(
      (await t.call('transactions', { ...who, page: 1, page_size: 10 })).json,
    )
    expect(list.items[0]).toMatchObject({ status: 'rejected', reason: 'No transfer seen', expected_by: null })
  })

  it('refuses bad amounts with 400 naming the field, and changes nothing', async () => {
    const who = await signUp(t, demoSite)
    await deposit(who, 20_000)
    const before = await databaseFingerprint(t.database)
    const bad: unknown[] = [
      0,
      -1,
      -20_000,
      1.5,
      '20000',
      1e13,
      2 ** 53,
      null,
      methods.instant.max_amount + 1,
      methods.instant.min_amount - 1,
    ]
    for (const amount of bad) {
      const { status, json } = await t.call('deposit', {
        ...who,
        method_id: methods.instant.method_id,
        amount,
        request_id: requestId(),
      })
      expect({ amount, status }).toEqual({ amount, status: 400 })
      expect(json.message, String(amount)).toMatch(/^amount/)
    }
    expect(await databaseFingerprint(t.database)).toEqual(before)
    expect(await balanceOf(who)).toBe(20_000)
  })

  it('refuses a method of another tenant', async () => {
    const who = await signUp(t, demoSite)
    const { status, json } = await deposit(who, 50_000, otherMethods.instant)
    expect({ status, message: json.message }).toEqual({ status: 404, message: 'methodNotFound' })
  })
})

describe('request_id', () => {
  it('answers a replayed deposit with the first answer and moves nothing', async () => {
    const who = await signUp(t, demoSite)
    const key = requestId()
    const first = await deposit(who, 30_000, methods.instant, key)
    const again = await deposit(who, 30_000, methods.instant, key)
    expect(again).toEqual(first)
    expect(await balanceOf(who)).toBe(30_000)
    expect(await ledgerSum(await playerIdOf(who))).toBe(30_000)
    // Still the first answer after the balance moved on.
    await deposit(who, 10_000)
    expect((await deposit(who, 30_000, methods.instant, key)).json).toEqual(first.json)
  })

  it('answers replayed concurrent withdrawals once', async () => {
    const { who, bankAccountId } = await fundedPlayer(40_000)
    const key = requestId()
    const body = { ...who, bank_account_id: bankAccountId, amount: 15_000, request_id: key }
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.call('withdraw', body)))
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1)
    expect(answers[0]?.status).toBe(200)
    expect(await balanceOf(who)).toBe(25_000)
  })

  it('refuses a used key with another body, whatever the call, and changes nothing', async () => {
    const { who, bankAccountId } = await fundedPlayer(40_000)
    const key = requestId()
    await deposit(who, 30_000, methods.instant, key)
    const before = await databaseFingerprint(t.database)
    const otherAmount = await deposit(who, 31_000, methods.instant, key)
    const otherMethod = await deposit(who, 60_000, methods.approval, key)
    const asWithdrawal = await t.call('withdraw', {
      ...who,
      bank_account_id: bankAccountId,
      amount: 30_000,
      request_id: key,
    })
    for (const answer of [otherAmount, otherMethod, asWithdrawal]) {
      expect(answer).toEqual({ status: 409, json: { statusCode: 0, message: 'requestIdReused' } })
    }
    expect(await databaseFingerprint(t.database)).toEqual(before)
  })

  it('is per player: another player may use the same key', async () => {
    const one = await signUp(t, demoSite)
    const two = await signUp(t, demoSite)
    const key = requestId()
    expect((await deposit(one, 20_000, methods.instant, key)).status).toBe(200)
    expect((await deposit(two, 25_000, methods.instant, key)).json).toMatchObject({ balance: 25_000 })
    expect(await balanceOf(one)).toBe(20_000)
  })
})

describe('withdraw and cancel_withdrawal', () => {
  it('holds the amount at once, returns it on cancel, and cancels only once', async () => {
    const { who, bankAccountId } = await fundedPlayer(50_000)
    const answer = apiCalls.withdraw.response.parse(
      (
        await t.call('withdraw', {
          ...who,
          bank_account_id: bankAccountId,
          amount: 20_000,
          request_id: requestId(),
        })
      ).json,
    )
    expect(answer).toMatchObject({ status: 'pending', balance: 30_000 })
    expect(await balanceOf(who)).toBe(30_000)
    const cancel = await t.call('cancelWithdrawal', { ...who, transaction_id: answer.transaction_id })
    expect(apiCalls.cancelWithdrawal.response.parse(cancel.json)).toMatchObject({
      transaction_id: answer.transaction_id,
      status: 'cancelled',
      balance: 50_000,
    })
    const twice = await t.call('cancelWithdrawal', { ...who, transaction_id: answer.transaction_id })
    expect(twice).toEqual({ status: 409, json: { statusCode: 0, message: 'notPending' } })
    expect(await balanceOf(who)).toBe(50_000)
    expect(await ledgerSum(await playerIdOf(who))).toBe(50_000)
  })

  it('returns the money of a rejected withdrawal and keeps that of an approved one', async () => {
    const { who, bankAccountId } = await fundedPlayer(50_000)
    const withdraw = async (amount: number) =>
      apiCalls.withdraw.response.parse(
        (
          await t.call('withdraw', {
            ...who,
            bank_account_id: bankAccountId,
            amount,
            request_id: requestId(),
          })
        ).json,
      )
    const rejected = await withdraw(10_000)
    const approved = await withdraw(15_000)
    await rejectTransaction(t.database.db, rejected.transaction_id, { by: 'test', reason: 'Name mismatch' })
    await approveTransaction(t.database.db, approved.transaction_id, { by: 'test' })
    expect(await balanceOf(who)).toBe(35_000)
    const cancel = await t.call('cancelWithdrawal', { ...who, transaction_id: approved.transaction_id })
    expect(cancel.json.message).toBe('notPending')
    expect(await ledgerSum(await playerIdOf(who))).toBe(35_000)
  })

  it('refuses more than the balance, and bad amounts, with 400 naming the field', async () => {
    const { who, bankAccountId } = await fundedPlayer(20_000)
    const before = await databaseFingerprint(t.database)
    for (const amount of [20_001, 0, -5, 0.5, 'all', 1e15]) {
      const { status, json } = await t.call('withdraw', {
        ...who,
        bank_account_id: bankAccountId,
        amount,
        request_id: requestId(),
      })
      expect({ amount, status }).toEqual({ amount, status: 400 })
      expect(json.message).toMatch(/^amount/)
    }
    expect(await databaseFingerprint(t.database)).toEqual(before)
  })

  it('lets exactly one of 50 concurrent withdrawals of the whole balance through', async () => {
    const { who, bankAccountId } = await fundedPlayer(77_000)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('withdraw', {
          ...who,
          bank_account_id: bankAccountId,
          amount: 77_000,
          request_id: requestId(),
        }),
      ),
    )
    const through = answers.filter((answer) => answer.status === 200)
    expect(through).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(49)
    expect(through[0]?.json).toMatchObject({ status: 'pending', balance: 0 })
    const playerId = await playerIdOf(who)
    expect(await balanceOf(who)).toBe(0)
    expect(await ledgerSum(playerId)).toBe(0)
    const held = await t.database.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.playerId, playerId), eq(walletTransactions.type, 'withdrawal')))
    expect(held).toHaveLength(1)
  })
})

describe('bank accounts', () => {
  it('adds up to five accounts, masks their numbers, refuses duplicates and a sixth', async () => {
    const who = await signUp(t, demoSite)
    const list = apiCalls.bankList.response.parse((await t.call('bankList', who)).json)
    expect(list.accounts).toEqual([])
    expect(list.max_accounts).toBe(5)
    const bank = list.banks[0]?.bank_code ?? ''
    const add = (accountNo: string, code = bank, holder = 'Maria  Santos ') =>
      t.call('addBank', { ...who, bank_code: code, holder_name: holder, account_no: accountNo })
    const first = apiCalls.addBank.response.parse((await add('1234567890')).json)
    expect(first.accounts).toEqual([
      {
        bank_account_id: first.bank_account_id,
        bank_code: bank,
        bank_name: list.banks[0]?.bank_name,
        holder_name: 'Maria Santos',
        account_no_masked: '****7890',
        is_default: true,
      },
    ])
    expect(await add('1234567890')).toEqual({
      status: 409,
      json: { statusCode: 0, message: 'bankAccountExists' },
    })
    expect((await add('1234567890', list.banks[1]?.bank_code)).status).toBe(200)
    for (const accountNo of ['2000000001', '2000000002', '2000000003'])
      expect((await add(accountNo)).status).toBe(200)
    expect(await add('2000000004')).toEqual({
      status: 409,
      json: { statusCode: 0, message: 'bankAccountLimit' },
    })
    const after = apiCalls.bankList.response.parse((await t.call('bankList', who)).json)
    expect(after.accounts).toHaveLength(5)
    expect(after.accounts.filter((account) => account.is_default)).toHaveLength(1)
    expect(JSON.stringify(after)).not.toContain('2000000001')
  })

  it('keeps to the key filters and to the tenant banks', async () => {
    const who = await signUp(t, demoSite)
    const add = (body: object) =>
      t.call('addBank', {
        ...who,
        bank_code: 'BDO',
        holder_name: 'Ana Cruz',
        account_no: '123456789',
        ...body,
      })
    expect((await add({ holder_name: 'Ana Cruz 3' })).json.message).toMatch(/^holder_name: /)
    expect((await add({ account_no: '1234-5678' })).json.message).toMatch(/^account_no: /)
    // VCB is a bank of the VND tenant, not of this one.
    expect(await add({ bank_code: 'VCB' })).toEqual({
      status: 404,
      json: { statusCode: 0, message: 'bankNotFound' },
    })
  })
})

describe('histories', () => {
  it('lists transactions newest first, filtered and paged, with what happens next', async () => {
    const { who, bankAccountId } = await fundedPlayer(90_000)
    await deposit(who, 60_000, methods.approval)
    await t.call('withdraw', {
      ...who,
      bank_account_id: bankAccountId,
      amount: 5_000,
      request_id: requestId(),
    })
    const page = async (body: object) =>
      apiCalls.transactions.response.parse(
        (await t.call('transactions', { ...who, page: 1, page_size: 10, ...body })).json,
      )
    const all = await page({})
    expect(all.total).toBe(3)
    expect(all.items.map((item) => item.type)).toEqual(['withdrawal', 'deposit', 'deposit'])
    expect(all.items[0]).toMatchObject({ status: 'pending', bank_code: 'BDO', account_no_masked: '****7890' })
    expect(Date.parse(all.items[0]?.expected_by ?? '')).toBeGreaterThan(
      Date.parse(all.items[0]?.created_at ?? ''),
    )
    expect(all.items[2]).toMatchObject({
      status: 'approved',
      method_name: methods.instant.name,
      expected_by: null,
    })
    expect((await page({ type: 'deposit' })).total).toBe(2)
    expect((await page({ type: 'deposit', status: 'pending' })).total).toBe(1)
    const second = await page({ page: 2, page_size: 2 })
    expect({ total: second.total, items: second.items.length }).toEqual({ total: 3, items: 1 })
    expect((await page({ date_from: new Date(Date.now() + 60_000).toISOString() })).total).toBe(0)
    const backwards = await t.call('transactions', {
      ...who,
      page: 1,
      page_size: 10,
      date_from: '2026-02-01T00:00:00Z',
      date_to: '2026-01-01T00:00:00Z',
    })
    expect(backwards.status).toBe(400)
    expect(backwards.json.message).toMatch(/^date_to: /)
  })

  it('gives the statement a running balance that adds up', async () => {
    const { who, bankAccountId } = await fundedPlayer(40_000)
    const withdrawal = apiCalls.withdraw.response.parse(
      (
        await t.call('withdraw', {
          ...who,
          bank_account_id: bankAccountId,
          amount: 15_000,
          request_id: requestId(),
        })
      ).json,
    )
    await t.call('cancelWithdrawal', { ...who, transaction_id: withdrawal.transaction_id })
    await deposit(who, 12_000)
    const statement = apiCalls.statement.response.parse(
      (await t.call('statement', { ...who, page: 1, page_size: 50 })).json,
    )
    expect(statement.items.map((item) => [item.kind, item.amount, item.balance_after])).toEqual([
      ['deposit', 12_000, 52_000],
      ['withdrawal_return', 15_000, 40_000],
      ['withdrawal', -15_000, 25_000],
      ['deposit', 40_000, 40_000],
    ])
    expect(statement.items[1]?.transaction_id).toBe(withdrawal.transaction_id)
    expect({ opening: statement.opening_balance, closing: statement.closing_balance }).toEqual({
      opening: 0,
      closing: 52_000,
    })
    // The demo player's seeded history adds up line by line too.
    const login = await t.call('login', demoLogin)
    const demo = { account_id: 'demo', auth: String(login.json.token), domain_name: demoSite.domain_name }
    const seeded = apiCalls.statement.response.parse(
      (await t.call('statement', { ...demo, page: 1, page_size: 100 })).json,
    )
    expect(seeded.items.length).toBeGreaterThan(5)
    seeded.items.slice(0, -1).forEach((item, index) => {
      expect(item.balance_after - item.amount).toBe(seeded.items[index + 1]?.balance_after)
    })
    const ranged = apiCalls.statement.response.parse(
      (
        await t.call('statement', {
          ...demo,
          page: 1,
          page_size: 100,
          date_from: seeded.items[3]?.created_at,
          date_to: seeded.items[1]?.created_at,
        })
      ).json,
    )
    expect(ranged.closing_balance).toBe(seeded.items[2]?.balance_after)
    expect(ranged.opening_balance).toBe(seeded.items[4]?.balance_after)
  })

  it('lists the seeded bets as rounds with the bet display fields, and nothing for a new player', async () => {
    const login = await t.call('login', demoLogin)
    const demo = { account_id: 'demo', auth: String(login.json.token), domain_name: demoSite.domain_name }
    const history = apiCalls.betHistory.response.parse(
      (await t.call('betHistory', { ...demo, page: 1, page_size: 5 })).json,
    )
    expect(history.total).toBeGreaterThan(0)
    expect(history.items.length).toBeGreaterThan(0)
    for (const round of history.items) {
      expect(round.stake).toBeGreaterThan(0)
      expect(round.net).toBe(round.payout - round.stake)
      expect(round.game_name).not.toBe('')
      expect(round).toMatchObject({ bet_type: '', home_away: '', criteria1: '', team_names: {} })
    }
    const fresh = await signUp(t, demoSite)
    expect((await t.call('betHistory', { ...fresh, page: 1, page_size: 5 })).json).toMatchObject({
      items: [],
      total: 0,
    })
  })
})

describe('isolation between players and tenants', () => {
  it('never reads or writes another player’s or tenant’s money', async () => {
    const victim = await fundedPlayer(80_000)
    const victimWithdrawal = apiCalls.withdraw.response.parse(
      (
        await t.call('withdraw', {
          ...victim.who,
          bank_account_id: victim.bankAccountId,
          amount: 10_000,
          request_id: requestId(),
        })
      ).json,
    )
    const victimId = await playerIdOf(victim.who)
    const victimState = async () => ({
      balance: (await t.database.db.select().from(wallets).where(eq(wallets.playerId, victimId)))[0]
        ?.gameBalance,
      ledger: await ledgerSum(victimId),
      status: (
        await t.database.db
          .select({ status: walletTransactions.status })
          .from(walletTransactions)
          .where(eq(walletTransactions.id, victimWithdrawal.transaction_id))
      )[0]?.status,
    })
    const before = await victimState()
    const attacker = await fundedPlayer(30_000)
    const foreign = await fundedPlayer(60_000, otherSite)

    // The attacker's token with the victim's account id, or on another tenant's domain.
    const swapped = { ...attacker.who, account_id: victim.who.account_id }
    for (const name of ['transactions', 'statement', 'betHistory'] as const) {
      expect((await t.call(name, { ...swapped, page: 1, page_size: 10 })).json.message).toBe('sessionExpired')
    }
    expect((await t.call('bankList', swapped)).json.message).toBe('sessionExpired')
    expect((await deposit(swapped, 20_000)).json.message).toBe('sessionExpired')
    const otherDomain = { ...attacker.who, domain_name: otherSite.domain_name }
    expect((await t.call('depositMethods', otherDomain)).json.message).toBe('sessionExpired')
    expect(
      (await t.call('cancelWithdrawal', { ...victim.who, auth: attacker.who.auth, transaction_id: 1 }))
        .status,
    ).toBe(401)

    // The attacker's own session naming the victim's transaction, bank account or another tenant's things.
    const cancel = await t.call('cancelWithdrawal', {
      ...attacker.who,
      transaction_id: victimWithdrawal.transaction_id,
    })
    expect(cancel).toEqual({ status: 404, json: { statusCode: 0, message: 'transactionNotFound' } })
    const toVictimBank = await t.call('withdraw', {
      ...attacker.who,
      bank_account_id: victim.bankAccountId,
      amount: 1_000,
      request_id: requestId(),
    })
    expect(toVictimBank.json.message).toBe('bankAccountNotFound')
    const toForeignBank = await t.call('withdraw', {
      ...attacker.who,
      bank_account_id: foreign.bankAccountId,
      amount: 1_000,
      request_id: requestId(),
    })
    expect(toForeignBank.json.message).toBe('bankAccountNotFound')
    expect((await deposit(attacker.who, 50_000, otherMethods.instant)).json.message).toBe('methodNotFound')
    const lists = apiCalls.transactions.response.parse(
      (await t.call('transactions', { ...attacker.who, page: 1, page_size: 100 })).json,
    )
    expect(lists.items.map((item) => item.transaction_id)).not.toContain(victimWithdrawal.transaction_id)
    const bankList = apiCalls.bankList.response.parse((await t.call('bankList', attacker.who)).json)
    expect(bankList.accounts.map((account) => account.bank_account_id)).toEqual([attacker.bankAccountId])
    expect(bankList.banks.map((bank) => bank.bank_code)).not.toContain('VCB')

    expect(await victimState()).toEqual(before)
    expect(await balanceOf(foreign.who)).toBe(60_000)
  })
})

describe('sign-up reward', () => {
  it('gives a welcome reward of about the same worth in each currency', async () => {
    const inboxOf = async (who: SignedIn) =>
      apiCalls.getInbox.response.parse((await t.call('getInbox', who)).json).value[0]?.reward
    expect(await inboxOf(await signUp(t, demoSite, newAccountId('php')))).toBe(5_000)
    expect(await inboxOf(await signUp(t, otherSite, newAccountId('vnd')))).toBe(25_000)
  })
})
