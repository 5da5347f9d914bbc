import { originalsGames, originalsProviderCode } from '@lobbykit/contract/originals'

/** The /playnow address of one game (docs/product.md#playnow), with the page's language prefix from `href`. */
export function playNowHref(href: (path: string) => string, providerCode: string, gameCode: string): string {
  return `${href('/playnow')}?provider=${encodeURIComponent(providerCode)}&game=${encodeURIComponent(gameCode)}`
}

const virtualSports = originalsGames.find((game) => game.engine === 'virtual_sports')!

/** Where the sportsbook homes' odds lead: the originals' virtual sports game. */
export function virtualSportsHref(href: (path: string) => string): string {
  return playNowHref(href, originalsProviderCode, virtualSports.game_code)
}
