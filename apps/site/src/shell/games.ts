import type { Game } from '@lobbykit/contract/calls/product'
import type { GameTile } from '@lobbykit/ui/template'

/** A game of the API as a template's tile, with the player's favourite mark. */
export function toTile(game: Game, favourites: ReadonlySet<string>): GameTile {
  return { ...game, isFavourite: isFavouriteGame(game, favourites) }
}

/** Whether the player's favourites hold the game. */
export function isFavouriteGame(game: Game, favourites: ReadonlySet<string>): boolean {
  return favourites.has(`${game.provider_code}/${game.game_code}`)
}
