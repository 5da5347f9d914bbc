import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { DiceSeedState, RoundOutcome } from '@lobbykit/contract'

/**
 * Hash Dice, provably fair (docs/product.md#originals). The algorithm, exactly, so a browser can recompute
 * any revealed round with Web Crypto:
 *
 * 1. The server seed is 32 random bytes written as 64 lowercase hex characters. Before any bet on it the
 *    player sees `server_seed_hash` = lowercase hex SHA-256 of that 64-character text (UTF-8).
 * 2. A round's roll: HMAC-SHA256 with the key = the server seed text (its UTF-8 bytes, not the decoded hex)
 *    over the message `${client_seed}:${nonce}` (UTF-8, nonce in decimal). Read the digest's first 4 bytes as
 *    an unsigned 32-bit big-endian integer n; roll = floor(n / 2^32 * 10000), an integer 0..9999 shown as
 *    0.00 to 99.99.
 *    Web Crypto: `importKey('raw', utf8(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])`,
 *    then `sign('HMAC', key, utf8(clientSeed + ':' + nonce))` and `new DataView(digest).getUint32(0)`.
 * 3. "under" wins when roll < target (target winning rolls), "over" when roll > target (9999 - target of them).
 *    The multiplier, hundredths, is floor(990000 / winning rolls): 99% of the fair price, floored, so the
 *    return is at most 99% and within 0.01 percentage point of it for most targets. A win pays
 *    floor(stake * multiplier / 100).
 */

type DiceOutcome = Extract<RoundOutcome, { engine: 'dice' }>
export type DiceDirection = 'under' | 'over'
export interface DiceChoice {
  target: number
  direction: DiceDirection
  client_seed: string
  nonce: number
}

export function newServerSeed(): string {
  return randomBytes(32).toString('hex')
}

let lastHashed = { seed: '', hash: '' }
export function hashServerSeed(serverSeed: string): string {
  // A player bets many rounds on one seed: remember the last hash rather than recompute it every round.
  if (lastHashed.seed !== serverSeed || serverSeed === '') {
    lastHashed = { seed: serverSeed, hash: createHash('sha256').update(serverSeed, 'utf8').digest('hex') }
  }
  return lastHashed.hash
}

export function rollOf(serverSeed: string, clientSeed: string, nonce: number): number {
  const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`, 'utf8').digest()
  return Math.floor((digest.readUInt32BE(0) / 2 ** 32) * 10_000)
}

/** How many of the 10,000 rolls win. */
export function winningRolls(target: number, direction: DiceDirection): number {
  return direction === 'under' ? target : 9999 - target
}

export function payoutMultiplier(target: number, direction: DiceDirection): number {
  return Math.floor(990_000 / winningRolls(target, direction))
}

export const diceEngine = {
  engine: 'dice',
  rtpBp: 9900,
  houseEdgeBp: 100,
  /** The seed state comes from the player's dice_seeds row. */
  rules: (seed: DiceSeedState) => ({ engine: 'dice' as const, house_edge_bp: 100, seed }),
  newServerSeed,
  hashServerSeed,
  rollOf,
  payoutMultiplier,
  play(choice: DiceChoice, stake: number, serverSeed: string): { outcome: DiceOutcome; win: number } {
    const roll = rollOf(serverSeed, choice.client_seed, choice.nonce)
    const won = choice.direction === 'under' ? roll < choice.target : roll > choice.target
    const multiplier = payoutMultiplier(choice.target, choice.direction)
    return {
      outcome: {
        engine: 'dice',
        roll,
        target: choice.target,
        direction: choice.direction,
        won,
        payout_multiplier: multiplier,
        server_seed_hash: hashServerSeed(serverSeed),
        client_seed: choice.client_seed,
        nonce: choice.nonce,
      },
      win: won ? Math.floor((stake * multiplier) / 100) : 0,
    }
  },
} as const
