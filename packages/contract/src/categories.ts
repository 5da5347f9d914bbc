/** The 13 game categories of docs/product.md#categories: key, URL/filter slug and the site route that lists them. */
export const gameCategories = [
  { key: 'hot', slug: '', route: '/hot' },
  { key: 'slot_game', slug: 'slots', route: '/slots' },
  { key: 'casino', slug: 'livecasino', route: '/casino' },
  { key: 'hash_game', slug: 'hashgame', route: '/hash-game' },
  { key: 'sportsbook', slug: 'sportsbook', route: '/sports' },
  { key: 'fishing', slug: 'fish', route: '/fishing' },
  { key: 'poker', slug: 'table', route: '/poker' },
  { key: 'sabong', slug: 'sabong', route: '/sabong' },
  { key: 'lottery', slug: 'lottery', route: '/lottery' },
  { key: 'horse_racing', slug: 'horseracing', route: '/horse-racing' },
  { key: 'bingo', slug: 'bingo', route: '/bingo' },
  { key: 'arcade', slug: 'arcade', route: '/arcade' },
  { key: 'crash', slug: 'crash', route: '/crash' },
] as const

export type GameCategory = (typeof gameCategories)[number]
export type GameCategoryKey = GameCategory['key']

/** The product categories: every category except hot, which is a selection across them. */
export const productCategoryKeys = gameCategories.filter((c) => c.key !== 'hot').map((c) => c.key)

const byKey = new Map<string, GameCategory>(gameCategories.map((c) => [c.key, c]))

export function categoryByKey(key: string): GameCategory | undefined {
  return byKey.get(key)
}

/** The `game_type` each category's games carry (the default lists of docs/product.md#default-games show SLOTS for slots). */
export const gameTypeByCategory = {
  slot_game: 'SLOTS',
  casino: 'LIVE',
  hash_game: 'HASH',
  sportsbook: 'SPORTS',
  fishing: 'FISH',
  poker: 'TABLE',
  sabong: 'SABONG',
  lottery: 'LOTTERY',
  horse_racing: 'RACING',
  bingo: 'BINGO',
  arcade: 'ARCADE',
  crash: 'CRASH',
} as const satisfies Record<Exclude<GameCategoryKey, 'hot'>, string>
