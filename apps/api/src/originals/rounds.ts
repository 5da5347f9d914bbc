import { createHash, randomUUID } from 'node:crypto'
import {
  apiMessages,
  engineByCategory,
  type OriginalsEngine,
  type OriginalsRoundRequest,
  type OriginalsRoundResponse,
  originalsRoundResponseSchema,
  type RoundOutcome,
} from '@lobbykit/contract'
import { and, eq } from 'drizzle-orm'
import { lockWallet } from '../cashier/ledger'
import type { Db } from '../db/client'
import { diceSeeds, gameRounds } from '../db/schema'
import type { GameTokenHolder } from '../games/gameTokens'
import { payWin, placeBet } from '../games/gameWallet'
import { Refusal } from '../http/refusal'
import { activeSeed } from './diceSeeds'
import { crashEngine } from './engines/crash'
import { diceEngine } from './engines/dice'
import { cryptoRandom } from './engines/random'
import { rouletteEngine } from './engines/roulette'
import { slotEngine } from './engines/slot'
import { stakeLimits } from './engines/stakes'
import { betDisplay, priceBet } from './engines/virtualSports'
import { virtualSportsSecret } from './secret'

/**
 * A round of an originals engine (docs/product.md#rounds): the stake, the outcome the server decides and the
 * win are written with the round in one transaction under the player's wallet lock. A retried request_id
 * answers the first answer and moves nothing; the same id with another body is refused.
 */

export type RoundAnswer = Omit<OriginalsRoundResponse, 'statusCode' | 'message'>

/** The engine a catalogue game plays on, by its category (docs/product.md#originals). */
export function engineOfGame(game: { category: string }): OriginalsEngine {
  const engine = (engineByCategory as Record<string, OriginalsEngine | undefined>)[game.category]
  if (!engine) throw new Refusal(404, apiMessages.gameNotFound)
  return engine
}

/** A JSON text of a value with object keys sorted, so equal requests hash alike whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

export function roundRequestHash(gameId: number, request: Pick<OriginalsRoundRequest, 'stake' | 'choice'>) {
  return createHash('sha256')
    .update(canonical({ game_id: gameId, stake: request.stake, choice: request.choice }))
    .digest('hex')
}

/** The answer in the contract's key order (jsonb keeps its own), so a replay's text equals the first. */
export function orderedAnswer(answer: RoundAnswer): RoundAnswer {
  const {
    statusCode: _code,
    message: _message,
    ...fields
  } = originalsRoundResponseSchema.parse({
    statusCode: 1,
    message: 'OK',
    ...answer,
  })
  return fields
}

/** The first answer to this request_id of the player; `requestIdReused` (409) when its body differs. */
async function replayOf(
  db: Db,
  playerId: number,
  requestId: string,
  hash: string,
): Promise<RoundAnswer | undefined> {
  const [earlier] = await db
    .select({ requestHash: gameRounds.requestHash, answer: gameRounds.answer })
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.requestId, requestId)))
    .limit(1)
  if (!earlier) return undefined
  if (earlier.requestHash !== hash) throw new Refusal(409, apiMessages.requestIdReused)
  if (!earlier.answer) throw new Error(`Round of request ${requestId} has no stored answer`)
  return orderedAnswer(earlier.answer as RoundAnswer)
}

/** A unique-index violation (SQLSTATE 23505) of the named index, however the driver wraps it. */
function isUniqueViolation(error: unknown, index: string): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown }
    if (code === '23505') return constraint === undefined || constraint === index
  }
  return false
}

interface Decided {
  outcome: RoundOutcome
  win: number
  status: 'settled' | 'open'
  /** Columns of an open sports bet. */
  sports?: Partial<typeof gameRounds.$inferInsert>
}

async function decide(
  tx: Db,
  holder: GameTokenHolder,
  request: OriginalsRoundRequest,
  now: Date,
): Promise<Decided> {
  const { choice, stake } = request
  switch (choice.engine) {
    case 'slot':
      return { ...slotEngine.play(choice, stake, cryptoRandom()), status: 'settled' }
    case 'crash':
      return { ...crashEngine.play(choice, stake, cryptoRandom()), status: 'settled' }
    case 'roulette':
      return { ...rouletteEngine.play(choice, stake, cryptoRandom()), status: 'settled' }
    case 'dice': {
      const who = { playerId: holder.player.id, gameId: holder.game.id }
      const seed = await activeSeed(tx, who, { lock: true, now })
      if (choice.nonce <= seed.lastNonce)
        throw new Refusal(409, apiMessages.nonceUsed, { next_nonce: seed.lastNonce + 1 })
      await tx
        .update(diceSeeds)
        .set({ lastNonce: choice.nonce, clientSeed: choice.client_seed })
        .where(eq(diceSeeds.id, seed.id))
      return { ...diceEngine.play(choice, stake, seed.serverSeed), status: 'settled' }
    }
    case 'virtual_sports': {
      const secret = await virtualSportsSecret(tx)
      const priced = priceBet(secret, choice.selections, now)
      if ('refusal' in priced) {
        // An unknown, started or repeated fixture is closed to bets; a bad market or pick is a bad request.
        if (/\.fixture_id /.test(priced.refusal))
          throw new Refusal(409, apiMessages.fixtureClosed, { reason: `choice.${priced.refusal}` })
        throw new Refusal(400, `choice.${priced.refusal}`)
      }
      const display = betDisplay(secret, choice.selections, now, holder.tenant.language)
      const { settlesAt } = priced
      return {
        outcome: {
          engine: 'virtual_sports',
          odds: priced.odds,
          selections: priced.selections,
          settles_at: settlesAt.toISOString(),
        },
        win: 0,
        status: 'open',
        sports: {
          settlesAt,
          betType: display.bet_type,
          homeAway: display.home_away,
          criteria1: display.criteria1,
          homeTeamName: display.home_team_name,
          awayTeamName: display.away_team_name,
          teamNames: display.team_names,
        },
      }
    }
  }
}

/**
 * Plays a round for the player the game token names. Refuses a choice of another engine than the game's
 * (400 naming `choice.engine`), a stake outside the limits (`stakeOutOfRange`, with `min_stake` and
 * `max_stake`), a stake above the balance (`insufficientFunds`), a used dice nonce (`nonceUsed`) and a sports
 * selection whose fixture has started (`fixtureClosed`); a refused round writes nothing.
 */
export async function playRound(
  db: Db,
  holder: GameTokenHolder,
  request: OriginalsRoundRequest,
  now: Date,
): Promise<RoundAnswer> {
  const engine = engineOfGame(holder.game)
  const { choice, stake } = request
  if (choice.engine !== engine)
    throw new Refusal(400, `choice.engine: this game plays on the ${engine} engine`)
  const { min, max } = stakeLimits(holder.tenant.currency)
  if (stake < min || stake > max)
    throw new Refusal(400, apiMessages.stakeOutOfRange, { min_stake: min, max_stake: max })
  if (choice.engine === 'roulette') {
    const problem = rouletteEngine.validate(choice, stake)
    if (problem) throw new Refusal(400, `choice.${problem}`)
  }
  const owner = { id: holder.player.id, tenantId: holder.player.tenantId }
  const hash = roundRequestHash(holder.game.id, request)
  try {
    return await db.transaction(async (tx) => {
      await lockWallet(tx, owner.id)
      // A concurrent try of this request_id has committed by the time the lock is ours.
      const replay = await replayOf(tx, owner.id, request.request_id, hash)
      if (replay) return replay
      const [round] = await tx
        .insert(gameRounds)
        .values({
          tenantId: owner.tenantId,
          playerId: owner.id,
          gameId: holder.game.id,
          providerCode: holder.game.providerCode,
          providerRoundId: `O${randomUUID()}`,
          requestId: request.request_id,
          requestHash: hash,
          stake,
          status: 'open',
          createdAt: now,
        })
        .returning({ id: gameRounds.id })
      if (!round) throw new Error('The round was not stored')
      const move = { owner, gameId: holder.game.id, roundId: round.id, now }
      const afterBet = await placeBet(tx, { ...move, amount: stake })
      const decided = await decide(tx, holder, request, now)
      const balance = decided.win > 0 ? await payWin(tx, { ...move, amount: decided.win }) : afterBet
      const answer = orderedAnswer({
        round_id: `R${round.id}`,
        outcome: decided.outcome,
        win: decided.win,
        balance,
        status: decided.status,
      })
      await tx
        .update(gameRounds)
        .set({
          payout: decided.win,
          outcome: decided.outcome,
          status: decided.status,
          settledAt: decided.status === 'settled' ? now : null,
          answer,
          ...decided.sports,
        })
        .where(eq(gameRounds.id, round.id))
      return answer
    })
  } catch (error) {
    // A first try that raced past the lock (another instance) lost on the unique index: answer the winner's.
    if (!isUniqueViolation(error, 'game_rounds_request_idx')) throw error
    const replay = await replayOf(db, owner.id, request.request_id, hash)
    if (!replay) throw error
    return replay
  }
}
