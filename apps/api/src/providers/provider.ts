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
  /**
   * The origins its game windows load from besides the site's own (`https://games.example`): a tenant's pages may
   * frame them (docs/architecture.md#security-headers), and no other.
   */
  frameOrigins: readonly string[]
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
    frameOrigins: [],
  }
}

/** Adapters of real third-party providers by provider code; none yet. */
const adapters = new Map<string, GameProvider>([
  [originalsProviderCode, originalsEngineProvider(originalsProviderCode)],
])

/**
 * The origins the game windows of `providers` (every adapter by default) load from besides the site's own: what a
 * tenant's pages allow as frames beyond themselves (docs/architecture.md#security-headers). The originals engine
 * plays on the site's own origin, so while it is the only adapter there are none.
 */
export function gameFrameOrigins(providers: Iterable<GameProvider> = adapters.values()): string[] {
  const origins = new Set<string>()
  for (const provider of providers) for (const origin of provider.frameOrigins) origins.add(origin)
  return [...origins]
}

/** The adapter of a provider: its own when it has one, else the originals engine (the demo catalogue). */
export function providerFor(code: string): GameProvider {
  return adapters.get(code) ?? originalsEngineProvider(code)
}
