import type { GameCategoryKey } from './categories'

/**
 * The originals provider's games and engines (docs/product.md#originals) as plain constants, without schemas,
 * so a page that only links to a game does not carry the games calls' schemas.
 */

export const originalsProviderCode = 'ORIGINALS'
/** The originals provider's name, as lobbies and cards show it. */
export const originalsProviderName = 'LobbyKit Originals'

export const originalsEngines = ['slot', 'crash', 'dice', 'roulette', 'virtual_sports'] as const
export type OriginalsEngine = (typeof originalsEngines)[number]

/** The originals engine each catalogue category plays on (docs/product.md#games). */
export const engineByCategory = {
  slot_game: 'slot',
  fishing: 'slot',
  arcade: 'slot',
  casino: 'roulette',
  poker: 'roulette',
  sportsbook: 'virtual_sports',
  horse_racing: 'virtual_sports',
  sabong: 'virtual_sports',
  hash_game: 'dice',
  lottery: 'dice',
  bingo: 'dice',
  crash: 'crash',
} as const satisfies Record<Exclude<GameCategoryKey, 'hot'>, OriginalsEngine>

/** The five house games of the originals provider (docs/product.md#originals). */
export const originalsGames = [
  { game_code: 'ORIGINALS-LUCKY-FIVES', game_name: 'Lucky Fives', engine: 'slot', category: 'slot_game' },
  { game_code: 'ORIGINALS-ROCKET', game_name: 'Rocket Crash', engine: 'crash', category: 'crash' },
  { game_code: 'ORIGINALS-HASH-DICE', game_name: 'Hash Dice', engine: 'dice', category: 'hash_game' },
  { game_code: 'ORIGINALS-ROULETTE', game_name: 'European Roulette', engine: 'roulette', category: 'casino' },
  {
    game_code: 'ORIGINALS-VIRTUAL-SPORTS',
    game_name: 'Virtual Sports',
    engine: 'virtual_sports',
    category: 'sportsbook',
  },
] as const satisfies ReadonlyArray<{
  game_code: string
  game_name: string
  engine: OriginalsEngine
  category: keyof typeof engineByCategory
}>

/** The virtual sports' markets: 1X2 and over/under 2.5 goals for football, the winner of a horse race. */
export const sportsMarkets = ['1x2', 'over_under', 'winner'] as const
export type SportsMarket = (typeof sportsMarkets)[number]

/** A name given per language code (team and horse names) in the page language, else English, else any. */
export function localName(name: Readonly<Record<string, string>>, language: string): string {
  return name[language.toUpperCase()] ?? name.EN ?? Object.values(name)[0] ?? ''
}
