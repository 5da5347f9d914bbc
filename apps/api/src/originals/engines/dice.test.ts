import { createHash, createHmac } from 'node:crypto'
import { diceRulesSchema, roundOutcomeSchema } from '@lobbykit/contract'
import { describe, expect, it } from 'vitest'
import { diceEngine, hashServerSeed, newServerSeed, payoutMultiplier, rollOf, winningRolls } from './dice'

// Computed with openssl (`printf 'lucky-seed:42' | openssl dgst -sha256 -hmac <seed>`): digest 0f7dd35a...,
// 0x0f7dd35a = 259904346, floor(259904346 / 2^32 * 10000) = 605.
const vectorSeed = '69a426efba0cfe5441d29a99e2f0fb7956bfc83eb500d38bcbaf12a8a4da9080'
const vectorHash = 'be586f81fd43fcc20934cb5a9a94b284c16e1a5b6e7aff4f2558dc9a6d2722b0'

describe('dice engine', () => {
  it('rolls the published test vector', () => {
    expect(hashServerSeed(vectorSeed)).toBe(vectorHash)
    expect(rollOf(vectorSeed, 'lucky-seed', 42)).toBe(605)
  })

  it('makes 64-hex-character server seeds, a new one each time', () => {
    const seed = newServerSeed()
    expect(seed).toMatch(/^[0-9a-f]{64}$/)
    expect(newServerSeed()).not.toBe(seed)
    expect(hashServerSeed(seed)).toMatch(/^[0-9a-f]{64}$/)
  })

  it('lets a player verify every round from the revealed seed, their client seed and the nonce', () => {
    const serverSeed = newServerSeed()
    const shownBefore = diceEngine.rules({
      server_seed_hash: hashServerSeed(serverSeed),
      client_seed: 'my-seed',
      next_nonce: 1,
      previous: null,
    }).seed.server_seed_hash
    for (let nonce = 1; nonce <= 200; nonce++) {
      const choice = { target: 5000, direction: 'under' as const, client_seed: 'my-seed', nonce }
      const { outcome, win } = diceEngine.play(choice, 1000, serverSeed)
      expect(roundOutcomeSchema.parse(outcome)).toEqual(outcome)
      expect(outcome.server_seed_hash).toBe(shownBefore)
      // What a verifier does once the seed is revealed, written independently of the engine.
      expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(shownBefore)
      const digest = createHmac('sha256', serverSeed).update(`my-seed:${nonce}`).digest()
      const roll = Math.floor((digest.readUInt32BE(0) * 10_000) / 2 ** 32)
      expect(outcome.roll).toBe(roll)
      expect(outcome.won).toBe(roll < 5000)
      expect(win).toBe(roll < 5000 ? 1980 : 0)
    }
  })

  it('wins under below the target and over above it, never on the target itself', () => {
    const serverSeed = 'fixed-seed'
    const roll = rollOf(serverSeed, 'c', 1)
    const at = (target: number, direction: 'under' | 'over') =>
      diceEngine.play({ target, direction, client_seed: 'c', nonce: 1 }, 100, serverSeed).outcome.won
    const target = Math.min(9800, Math.max(100, roll))
    expect(at(target, 'under')).toBe(roll < target)
    expect(at(target, 'over')).toBe(roll > target)
  })

  it('prices every target at 99% of the fair price, floored (98% at worst, never above 99%)', () => {
    expect(payoutMultiplier(5000, 'under')).toBe(198)
    expect(payoutMultiplier(100, 'under')).toBe(9900)
    expect(payoutMultiplier(9800, 'over')).toBe(4974)
    for (const direction of ['under', 'over'] as const) {
      for (let target = 100; target <= 9800; target++) {
        const rtp = (winningRolls(target, direction) * payoutMultiplier(target, direction)) / 1_000_000
        expect(rtp).toBeLessThanOrEqual(0.99)
        expect(rtp).toBeGreaterThanOrEqual(0.98)
      }
    }
    expect(
      diceRulesSchema.parse(
        diceEngine.rules({ server_seed_hash: vectorHash, client_seed: 'c', next_nonce: 0, previous: null }),
      ).house_edge_bp,
    ).toBe(100)
  })
})
