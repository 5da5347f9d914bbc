import { apiCalls, providerSignatureHeader } from '@lobbykit/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wallets } from '../db/schema'
import { fundedPlayer, gameOfProvider, launchGame, playerIdOf } from '../games/testing'
import { between, pick, seededRandom } from '../seed/random'
import { requestId, type SignedIn } from '../testing/players'
import { databaseFingerprint, demoSite, openTestApp, otherSite, type TestApp } from '../testing/testApp'
import { signCallback } from './signature'
import { signedCallback, walletAudit, walletSecretOf } from './testing'

let t: TestApp

beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

const provider = 'AURORA'

/** A funded player with a launched AURORA game, and its callbacks. */
async function playing(amount: number, site = demoSite) {
  const who = await fundedPlayer(t, site, amount)
  const game = await gameOfProvider(t, provider)
  const token = (await launchGame(t, who, site, game)).game_token
  const call = (name: 'balance' | 'debit' | 'credit' | 'rollback', body: Record<string, unknown> = {}) =>
    signedCallback(t, provider, name, { provider_code: provider, game_token: token, ...body })
  return { who, token, call }
}

const balanceOf = async (who: SignedIn) => Number((await t.call('getBalance', who)).json.game_balance)

describe('signatures', () => {
  it('refuses a forged, missing or stale signature before reading the body, and moves nothing', async () => {
    const { who, token } = await playing(20_000)
    const body = JSON.stringify({
      provider_code: provider,
      game_token: token,
      transaction_id: requestId(),
      round_id: requestId(),
      amount: 5_000,
    })
    const secret = await walletSecretOf(t, provider)
    const before = await databaseFingerprint(t.database)
    const forgeries: Record<string, string>[] = [
      {},
      { [providerSignatureHeader]: '' },
      { [providerSignatureHeader]: 'zz' },
      { [providerSignatureHeader]: signCallback('guessed-secret', body) },
      { [providerSignatureHeader]: signCallback(await walletSecretOf(t, 'BLAZE'), body) },
      // Signed for another body (the amount changed afterwards).
      { [providerSignatureHeader]: signCallback(secret, body.replace('5000', '1')) },
    ]
    for (const headers of forgeries) {
      const response = await t.post(`/api/provider/${provider}/debit`, body, headers)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ statusCode: 0, message: 'invalidSignature' })
    }
    // Not even a malformed body is read without a valid signature.
    expect((await t.post(`/api/provider/${provider}/debit`, '{not json', {})).status).toBe(401)
    expect((await t.post('/api/provider/NOBODY/debit', body, {})).status).toBe(401)
    expect(await databaseFingerprint(t.database)).toEqual(before)
    expect(await balanceOf(who)).toBe(20_000)

    // Signed, but naming another provider in the body than in the path.
    const mismatch = await signedCallback(t, provider, 'balance', {
      provider_code: 'BLAZE',
      game_token: token,
    })
    expect(mismatch.status).toBe(400)
    // Signed, but not a body of the callback.
    expect((await signedCallback(t, provider, 'debit', { provider_code: provider })).status).toBe(400)
    const good = await t.post(`/api/provider/${provider}/debit`, body, {
      [providerSignatureHeader]: signCallback(secret, body),
    })
    expect(await good.json()).toMatchObject({ statusCode: 1, balance: 15_000 })
  })
})

describe('the seamless wallet', () => {
  it('debits, credits and rolls back once each, however often they are repeated', async () => {
    const { who, call } = await playing(30_000)
    expect((await call('balance')).json).toMatchObject({ statusCode: 1, balance: 30_000 })

    const debit = { transaction_id: 'tx-debit-1', round_id: 'round-1', amount: 4_000 }
    const first = await call('debit', debit)
    expect(first.json).toMatchObject({ statusCode: 1, balance: 26_000 })
    const snapshot = await databaseFingerprint(t.database)
    for (let i = 0; i < 3; i++) expect((await call('debit', debit)).json).toEqual(first.json)
    expect(await databaseFingerprint(t.database)).toEqual(snapshot)
    // The same transaction id for another amount, or as another callback, is refused.
    expect((await call('debit', { ...debit, amount: 4_001 })).json.message).toBe('requestIdReused')
    expect((await call('credit', { ...debit })).json.message).toBe('requestIdReused')
    expect((await call('debit', { ...debit, amount: 4_001 })).status).toBe(409)

    const credit = { transaction_id: 'tx-credit-1', round_id: 'round-1', amount: 9_000 }
    const paid = await call('credit', credit)
    expect(paid.json).toMatchObject({ statusCode: 1, balance: 35_000 })
    expect((await call('credit', credit)).json).toEqual(paid.json)
    expect(await balanceOf(who)).toBe(35_000)

    const second = { transaction_id: 'tx-debit-2', round_id: 'round-2', amount: 6_000 }
    expect((await call('debit', second)).json.balance).toBe(29_000)
    const rollback = {
      transaction_id: 'tx-rb-1',
      reference_transaction_id: 'tx-debit-2',
      round_id: 'round-2',
    }
    const undone = await call('rollback', rollback)
    expect(undone.json).toMatchObject({ statusCode: 1, balance: 35_000 })
    const afterRollback = await databaseFingerprint(t.database)
    expect((await call('rollback', rollback)).json).toEqual(undone.json)
    // Another rollback of the same debit moves nothing either.
    expect((await call('rollback', { ...rollback, transaction_id: 'tx-rb-2' })).json.balance).toBe(35_000)
    // The rolled-back debit sent again is refused.
    expect((await call('debit', second)).json.message).toBe('transactionRolledBack')
    expect(await balanceOf(who)).toBe(35_000)
    expect((await databaseFingerprint(t.database)).ledger_entries).toBe(afterRollback.ledger_entries)
  })

  it('refuses a debit over the balance and writes nothing', async () => {
    const { who, call } = await playing(10_000)
    const before = await databaseFingerprint(t.database)
    const over = await call('debit', { transaction_id: requestId(), round_id: requestId(), amount: 10_001 })
    expect(over.status).toBe(402)
    expect(over.json.message).toBe('insufficientFunds')
    expect(await databaseFingerprint(t.database)).toEqual(before)
    expect(
      (await call('debit', { transaction_id: requestId(), round_id: requestId(), amount: 10_000 })).json
        .balance,
    ).toBe(0)
    expect(await balanceOf(who)).toBe(0)
  })

  it('records a rollback of a debit it never saw, and refuses that debit arriving late', async () => {
    const { who, call } = await playing(10_000)
    const rollback = await call('rollback', {
      transaction_id: 'late-rb',
      reference_transaction_id: 'late-debit',
      round_id: 'late-round',
    })
    expect(rollback.json).toMatchObject({ statusCode: 1, balance: 10_000 })
    const late = await call('debit', { transaction_id: 'late-debit', round_id: 'late-round', amount: 2_000 })
    expect(late.status).toBe(409)
    expect(late.json.message).toBe('transactionRolledBack')
    expect(await balanceOf(who)).toBe(10_000)
    expect(
      (
        await call('rollback', {
          transaction_id: 'late-rb',
          reference_transaction_id: 'late-debit',
          round_id: 'late-round',
        })
      ).json,
    ).toEqual(rollback.json)
  })

  it('refuses a credit of a round that does not exist', async () => {
    const { who, call } = await playing(10_000)
    const before = await databaseFingerprint(t.database)
    const credit = await call('credit', {
      transaction_id: requestId(),
      round_id: 'never-debited',
      amount: 50_000,
    })
    expect(credit.status).toBe(404)
    expect(credit.json.message).toBe('roundNotFound')
    expect(await databaseFingerprint(t.database)).toEqual(before)
    expect(await balanceOf(who)).toBe(10_000)
  })

  it('never overdraws a wallet under 100 concurrent debits', async () => {
    const { who, call } = await playing(50_000)
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        call('debit', { transaction_id: requestId(), round_id: requestId(), amount: 1_500 }),
      ),
    )
    const accepted = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(refused.every((answer) => answer.json.message === 'insufficientFunds')).toBe(true)
    expect(accepted.length * 1_500).toBeLessThanOrEqual(50_000)
    expect(accepted.length).toBe(Math.floor(50_000 / 1_500))
    const balance = await balanceOf(who)
    expect(balance).toBe(50_000 - accepted.length * 1_500)
    expect(balance).toBeGreaterThanOrEqual(0)
    expect(Math.min(...accepted.map((answer) => Number(answer.json.balance)))).toBe(balance)
    expect((await walletAudit(t)).mismatched).toBe(0)
  })
})

describe('a randomised run of callbacks', () => {
  it('keeps every wallet equal to its ledger and counts every bet as turnover', async () => {
    const random = seededRandom('provider-callbacks')
    const actors = []
    for (const site of [demoSite, demoSite, otherSite]) {
      const start = site === demoSite ? 200_000 : 2_000_000
      const { who, call } = await playing(start, site)
      actors.push({
        who,
        call,
        balance: start,
        turnover: 0,
        rounds: [] as string[],
        debits: [] as { id: string; amount: number; undone: boolean }[],
        sent: [] as { name: 'debit' | 'credit' | 'rollback'; body: Record<string, unknown>; json: unknown }[],
      })
    }
    const counts: Record<string, number> = {}
    for (let step = 0; step < 160; step++) {
      const actor = pick(random, actors)
      const roll = random()
      let op: string
      if (roll < 0.4) {
        const amount = between(random, 1, Math.max(1, Math.ceil(actor.balance * 1.2)))
        const round = actor.rounds.length > 0 && random() < 0.2 ? pick(random, actor.rounds) : requestId()
        const body = { transaction_id: requestId(), round_id: round, amount }
        const { status, json } = await actor.call('debit', body)
        if (amount > actor.balance) {
          op = 'debit over balance'
          expect(json.message).toBe('insufficientFunds')
        } else {
          op = 'debit'
          expect(status, String(json.message)).toBe(200)
          actor.balance -= amount
          actor.turnover += amount
          if (!actor.rounds.includes(round)) actor.rounds.push(round)
          actor.debits.push({ id: body.transaction_id, amount, undone: false })
          actor.sent.push({ name: 'debit', body, json })
        }
      } else if (roll < 0.7) {
        op = 'credit'
        const known = actor.rounds.length > 0 && random() < 0.9
        const body = {
          transaction_id: requestId(),
          round_id: known ? pick(random, actor.rounds) : requestId(),
          amount: random() < 0.4 ? 0 : between(random, 1, 20_000),
        }
        const { status, json } = await actor.call('credit', body)
        if (!known) {
          op = 'credit unknown round'
          expect(json.message).toBe('roundNotFound')
        } else if (status === 200) {
          actor.balance += body.amount
          actor.sent.push({ name: 'credit', body, json })
        } else {
          // A round whose every debit was rolled back takes no credit.
          op = 'credit rolled-back round'
          expect(json.message).toBe('roundNotFound')
        }
      } else if (roll < 0.85) {
        op = 'rollback'
        const debit = actor.debits.length > 0 && random() < 0.8 ? pick(random, actor.debits) : undefined
        const body = {
          transaction_id: requestId(),
          reference_transaction_id: debit?.id ?? requestId(),
          round_id: requestId(),
        }
        const { status, json } = await actor.call('rollback', body)
        expect(status).toBe(200)
        if (debit && !debit.undone) {
          debit.undone = true
          actor.balance += debit.amount
        }
        actor.sent.push({ name: 'rollback', body, json })
      } else {
        op = 'replay'
        const earlier = actor.sent.length > 0 ? pick(random, actor.sent) : undefined
        if (!earlier) continue
        const again = await actor.call(earlier.name, earlier.body)
        const undone = actor.debits.find((debit) => debit.id === earlier.body.transaction_id)?.undone
        if (earlier.name === 'debit' && undone) expect(again.json.message).toBe('transactionRolledBack')
        else expect(again.json).toEqual(earlier.json)
      }
      counts[op] = (counts[op] ?? 0) + 1
      expect(await balanceOf(actor.who), `step ${step}: ${op}`).toBe(actor.balance)
    }
    for (const op of [
      'debit',
      'debit over balance',
      'credit',
      'credit unknown round',
      'rollback',
      'replay',
    ]) {
      expect(counts[op] ?? 0, op).toBeGreaterThan(0)
    }
    const audit = await walletAudit(t)
    expect(audit.mismatched).toBe(0)
    expect(audit.lowest_balance).toBeGreaterThanOrEqual(0)
    expect(audit.lowest_after).toBeGreaterThanOrEqual(0)
    for (const actor of actors) {
      const vip = apiCalls.vip.response.parse((await t.call('vip', actor.who)).json)
      expect(vip.summary.totalTurnover).toBe(actor.turnover)
      const [wallet] = await t.database.db
        .select()
        .from(wallets)
        .where(eq(wallets.playerId, await playerIdOf(t, actor.who)))
      expect(wallet?.turnover).toBe(actor.turnover)
    }
  })
})
