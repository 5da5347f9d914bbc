import { type OriginalsEngine, originalsGames } from '@lobbykit/contract'
import { crashEngine } from './crash'
import { diceEngine } from './dice'
import { rouletteEngine } from './roulette'
import { slotEngine } from './slot'
import { virtualSportsEngine } from './virtualSports'

/** The five originals engines (docs/product.md#originals), each with its declared return to player. */
export const engines = {
  slot: slotEngine,
  crash: crashEngine,
  dice: diceEngine,
  roulette: rouletteEngine,
  virtual_sports: virtualSportsEngine,
} as const satisfies Record<OriginalsEngine, { engine: OriginalsEngine; rtpBp: number }>

export type Engines = typeof engines

export function engineOf<E extends OriginalsEngine>(engine: E): Engines[E] {
  return engines[engine]
}

export type OriginalsGame = (typeof originalsGames)[number]

/** One of the five house games by its game code (any letter case); undefined for any other code. */
export function originalsGameOf(gameCode: string): OriginalsGame | undefined {
  const code = gameCode.trim().toUpperCase()
  return originalsGames.find((game) => game.game_code === code)
}

export { crashEngine, diceEngine, rouletteEngine, slotEngine, virtualSportsEngine }
