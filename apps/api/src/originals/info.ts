import type { GameRules, OriginalsInfoResponse } from '@lobbykit/contract'
import type { Db } from '../db/client'
import { type GameTokenHolder, gameAnswerOf } from '../games/gameTokens'
import { currentBalance } from '../games/gameWallet'
import { activeSeed, seedStateOf } from './diceSeeds'
import { engineOf } from './engines'
import { stakeLimits } from './engines/stakes'
import { engineOfGame } from './rounds'

/**
 * What a game shows before its first round (docs/product.md#originals): the engine it plays on, the
 * tenant's currency and language, the balance, the stake limits, the declared RTP and the engine's rules; for
 * dice, the player's seed pair (made on first use) and the pair the last rotation revealed.
 */
export async function originalsInfo(
  db: Db,
  holder: GameTokenHolder,
  now: Date,
): Promise<Omit<OriginalsInfoResponse, 'statusCode' | 'message'>> {
  const engine = engineOfGame(holder.game)
  // docs/product.md#deposit-bonus: a game sees the cash and an active bonus together, as its rounds report them.
  const balance = await currentBalance(db, holder.player.id)
  let rules: GameRules
  if (engine === 'dice') {
    const who = { playerId: holder.player.id, gameId: holder.game.id }
    rules = engineOf('dice').rules(await seedStateOf(db, who, await activeSeed(db, who, { now })))
  } else {
    rules = engineOf(engine).rules()
  }
  const { min, max } = stakeLimits(holder.tenant.currency)
  return {
    game: gameAnswerOf(holder.game),
    engine,
    currency: holder.tenant.currency,
    language: holder.tenant.language,
    balance,
    min_stake: min,
    max_stake: max,
    rtp_bp: engineOf(engine).rtpBp,
    rules,
  }
}
