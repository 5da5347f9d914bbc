import type { Game } from '@lobbykit/contract/calls/product'
import { gameTypeByCategory } from '@lobbykit/contract/categories'
import { gameArtPath } from '@lobbykit/contract/mediaPaths'
import { originalsGames, originalsProviderCode, originalsProviderName } from '@lobbykit/contract/originals'

type OriginalsGame = (typeof originalsGames)[number]

/** The four default game lists of docs/product.md#default-games, by name. */
export type DefaultListName = 'hot' | 'featured' | 'popular' | 'new'

const byCode = new Map<string, OriginalsGame>(originalsGames.map((game) => [game.game_code, game]))

function listOf(codes: readonly string[]): Game[] {
  return codes
    .map((code) => byCode.get(code))
    .filter((game): game is OriginalsGame => game !== undefined)
    .map((game) => ({
      provider_code: originalsProviderCode,
      provider_name: originalsProviderName,
      game_code: game.game_code,
      game_name: game.game_name,
      game_type: gameTypeByCategory[game.category],
      game_image: gameArtPath(game.game_code),
      category: game.category,
      rtp: null,
    }))
}

/**
 * The default hot, featured, popular and new lists (docs/product.md#default-shelves): what the home shows when
 * `get_hot_games` fails or answers no games. They hold the LobbyKit Originals, which every tenant offers, so
 * every card of them plays.
 */
export const defaultGameLists: Record<DefaultListName, Game[]> = {
  hot: listOf(originalsGames.map((game) => game.game_code)),
  featured: listOf(['ORIGINALS-LUCKY-FIVES', 'ORIGINALS-ROULETTE', 'ORIGINALS-VIRTUAL-SPORTS']),
  popular: listOf(['ORIGINALS-ROCKET', 'ORIGINALS-LUCKY-FIVES', 'ORIGINALS-HASH-DICE']),
  new: listOf(['ORIGINALS-VIRTUAL-SPORTS', 'ORIGINALS-HASH-DICE', 'ORIGINALS-ROCKET']),
}
