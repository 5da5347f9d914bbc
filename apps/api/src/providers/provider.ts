import {
  engineByCategory,
  type OriginalsEngine,
  originalsGames,
  originalsProviderCode,
} from '@lobbykit/contract'
import type { GameOf } from '../games/gameTokens'

/**
 * A game provider behind one interface (docs/product.md#provider-adapter): `launch` answers the URL the game's
 * window loads; the provider then calls our seamless wallet back (routes/games.ts, providers/wallet.ts). A real
 * third-party adapter implements the same interface and is added to `adapters`.
 */
export interface GameProvider {
  code: string
  launch(args: { game: GameOf; token: string; language: string; origin?: string | undefined }): {
    url: string
  }
}

/** The originals engine a game plays on: its own for the house games, else the one nearest its category. */
export function engineOf(game: Pick<GameOf, 'code' | 'category'>): OriginalsEngine {
  const house = originalsGames.find((original) => original.game_code === game.code)
  if (house) return house.engine
  return engineByCategory[game.category as keyof typeof engineByCategory] ?? 'slot'
}

/**
 * The originals provider, and every demo catalogue provider: the game plays on the originals engine under
 * `/originals/{engine}/`, same origin as the site, which reads the game token from the query.
 */
export function originalsEngineProvider(code: string): GameProvider {
  return {
    code,
    launch: ({ game, token }) => ({
      url: `/originals/${engineOf(game)}/?token=${encodeURIComponent(token)}`,
    }),
  }
}

/** Adapters of real third-party providers by provider code; none yet. */
const adapters = new Map<string, GameProvider>([
  [originalsProviderCode, originalsEngineProvider(originalsProviderCode)],
])

/** The adapter of a provider: its own when it has one, else the originals engine (the demo catalogue). */
export function providerFor(code: string): GameProvider {
  return adapters.get(code) ?? originalsEngineProvider(code)
}
