import { gameTypeByCategory } from '@lobbykit/contract'
import { gameArtPath } from '@lobbykit/contract/mediaPaths'
import { hashOf } from '../media/svg'

export type ProductCategory = keyof typeof gameTypeByCategory

/**
 * The categories whose providers publish a return to player (docs/product.md#lobby): slots, fishing, arcade,
 * crash, hash, lottery and bingo (keno) games. Live tables, poker tables, sportsbooks, racing and sabong do not.
 */
export const rtpCategories: ReadonlySet<string> = new Set<ProductCategory>([
  'slot_game',
  'fishing',
  'arcade',
  'crash',
  'hash_game',
  'lottery',
  'bingo',
])

/** A demo game's published RTP, from its code: 94.00 % to 97.80 %, or null where its category has none. */
export function demoRtpOf(code: string, category: string): number | null {
  return rtpCategories.has(category) ? 9_400 + (hashOf(`rtp:${code}`) % 381) : null
}

const day = 86_400_000

/** A date as YYYY-MM-DD (UTC). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** A demo game's release date, from its code: a day of the three years before `today`. */
export function demoReleasedOn(code: string, today: Date): string {
  return isoDate(new Date(today.getTime() - (hashOf(`released:${code}`) % 1_096) * day))
}

/** 32 fictional providers and the categories they make games for. */
export const demoProviders: ReadonlyArray<{ code: string; name: string; categories: ProductCategory[] }> = [
  { code: 'AURORA', name: 'Aurora Gaming', categories: ['slot_game', 'fishing'] },
  { code: 'BLAZE', name: 'Blaze Studios', categories: ['slot_game'] },
  { code: 'CORAL', name: 'Coral Live', categories: ['casino', 'poker'] },
  { code: 'DYNASTY', name: 'Dynasty Play', categories: ['slot_game', 'arcade'] },
  { code: 'EMBER', name: 'Ember Games', categories: ['slot_game', 'crash'] },
  { code: 'FALCON', name: 'Falcon Sports', categories: ['sportsbook', 'horse_racing'] },
  { code: 'GALAXY', name: 'Galaxy Interactive', categories: ['slot_game', 'bingo'] },
  { code: 'HARBOR', name: 'Harbor Live', categories: ['casino'] },
  { code: 'IRONPEAK', name: 'Iron Peak', categories: ['poker', 'casino'] },
  { code: 'JADE', name: 'Jade Entertainment', categories: ['slot_game', 'fishing', 'lottery'] },
  { code: 'KESTREL', name: 'Kestrel Bet', categories: ['sportsbook'] },
  { code: 'LUMEN', name: 'Lumen Labs', categories: ['crash', 'hash_game'] },
  { code: 'MONSOON', name: 'Monsoon Gaming', categories: ['fishing', 'arcade'] },
  { code: 'NOVA', name: 'Nova Reels', categories: ['slot_game'] },
  { code: 'ORBIT', name: 'Orbit Games', categories: ['crash', 'arcade'] },
  { code: 'PHOENIX', name: 'Phoenix Cockpit', categories: ['sabong'] },
  { code: 'QUARTZ', name: 'Quartz Lottery', categories: ['lottery', 'bingo'] },
  { code: 'RAPIDS', name: 'Rapids Racing', categories: ['horse_racing'] },
  { code: 'SAFFRON', name: 'Saffron Slots', categories: ['slot_game'] },
  { code: 'TEMPEST', name: 'Tempest Live', categories: ['casino', 'sabong'] },
  { code: 'UNITY', name: 'Unity Hash', categories: ['hash_game', 'lottery'] },
  { code: 'VELVET', name: 'Velvet Tables', categories: ['poker'] },
  { code: 'WILDCARD', name: 'Wildcard Studio', categories: ['slot_game', 'poker'] },
  { code: 'XENON', name: 'Xenon Arcade', categories: ['arcade', 'fishing'] },
  { code: 'YONDER', name: 'Yonder Bingo', categories: ['bingo'] },
  { code: 'ZENITH', name: 'Zenith Sports', categories: ['sportsbook', 'sabong'] },
  { code: 'ATLAS', name: 'Atlas Games', categories: ['slot_game', 'casino'] },
  { code: 'BEACON', name: 'Beacon Play', categories: ['slot_game', 'lottery'] },
  { code: 'CASCADE', name: 'Cascade Gaming', categories: ['slot_game', 'fishing'] },
  { code: 'DRIFT', name: 'Drift Crash', categories: ['crash'] },
  { code: 'ECLIPSE', name: 'Eclipse Live', categories: ['casino'] },
  { code: 'FORTUNA', name: 'Fortuna Keno', categories: ['lottery', 'hash_game', 'bingo'] },
]

/** Games each provider makes per category. */
const gamesPerCategory: Record<ProductCategory, number> = {
  slot_game: 100,
  casino: 30,
  poker: 25,
  fishing: 25,
  arcade: 25,
  crash: 15,
  hash_game: 15,
  lottery: 20,
  bingo: 15,
  sportsbook: 6,
  horse_racing: 8,
  sabong: 6,
}

const adjectives = [
  'Golden',
  'Lucky',
  'Mega',
  'Royal',
  'Wild',
  'Mystic',
  'Blazing',
  'Frozen',
  'Thunder',
  'Crystal',
  'Diamond',
  'Jade',
  'Neon',
  'Ancient',
  'Cosmic',
  'Dragon',
  'Emerald',
  'Fortune',
  'Grand',
  'Hyper',
  'Imperial',
  'Jolly',
  'Lightning',
  'Midnight',
  'Noble',
  'Ocean',
  'Phantom',
  'Quick',
  'Ruby',
  'Silver',
  'Turbo',
  'Ultra',
  'Velvet',
  'Wonder',
  'Zen',
  'Sunset',
  'Storm',
  'Shadow',
  'Rainbow',
  'Lotus',
]

const nouns: Record<ProductCategory, string[]> = {
  slot_game: [
    'Reels',
    'Fortune',
    'Treasure',
    'Phoenix',
    'Tiger',
    'Panda',
    'Pharaoh',
    'Vault',
    'Jackpot',
    'Gems',
    'Fruits',
    'Sevens',
    'Koi',
    'Lantern',
    'Temple',
    'Empire',
    'Safari',
    'Pirates',
    'Galaxy',
    'Carnival',
    'Buffalo',
    'Wolf',
    'Mermaid',
    'Samurai',
    'Viking',
    'Cowboy',
    'Candy',
    'Bonanza',
    'Riches',
    'Legends',
  ],
  casino: [
    'Baccarat',
    'Roulette',
    'Blackjack',
    'Sic Bo',
    'Dragon Tiger',
    'Fan Tan',
    'Andar Bahar',
    'Money Wheel',
  ],
  poker: ["Hold'em", 'Omaha', 'Three Card Poker', 'Caribbean Stud', 'Pai Gow', 'Teen Patti', 'Casino War'],
  fishing: ['Fishing', 'Ocean King', 'Shark Hunt', 'Deep Sea', 'Catch', 'Reef Raiders', 'Fish Party'],
  arcade: ['Plinko', 'Mines', 'Keno Blast', 'Tower', 'Dice', 'Hi-Lo', 'Coin Flip', 'Wheel'],
  crash: ['Aviator', 'Rocket', 'Crash', 'Jet', 'Comet', 'Launch'],
  hash_game: ['Hash Dice', 'Hash Odd Even', 'Block Lucky', 'Hash Baccarat', 'Hash Bull'],
  lottery: ['Lotto', 'Keno', 'Pick 3', 'Pick 4', 'Mega Draw', 'Numbers'],
  bingo: ['Bingo', 'Bingo 75', 'Bingo 90', 'Speed Bingo', 'Party Bingo'],
  sportsbook: [
    'Sportsbook',
    'Live Betting',
    'Virtual Football',
    'E-Sports',
    'Cricket Exchange',
    'Basketball Live',
  ],
  horse_racing: ['Derby', 'Racing', 'Greyhounds', 'Trot', 'Turf Cup'],
  sabong: ['Sabong', 'Cockfight Arena', 'Derby Sabong', 'Sabong Live'],
}

export interface DemoGame {
  providerCode: string
  code: string
  name: string
  category: ProductCategory
  gameType: string
  imageUrl: string
  isHot: boolean
  popularity: number
  /** Hundredths of a percent, or null. */
  rtp: number | null
  /** YYYY-MM-DD. */
  releasedOn: string
}

/**
 * The demo catalogue: 2,022 games over 32 providers and the 12 product categories, released over the three
 * years before `today`.
 */
export function demoGames(today: Date): DemoGame[] {
  const result: DemoGame[] = []
  demoProviders.forEach((provider, providerIndex) => {
    for (const category of provider.categories) {
      const names = nouns[category]
      for (let index = 0; index < gamesPerCategory[category]; index++) {
        const adjective = adjectives[(index + providerIndex * 7) % adjectives.length] ?? 'Golden'
        const noun =
          names[(index + Math.floor(index / adjectives.length) + providerIndex) % names.length] ?? 'Reels'
        const round = Math.floor(index / (adjectives.length * names.length))
        const code = `${provider.code}-${gameTypeByCategory[category]}-${String(index + 1).padStart(3, '0')}`
        const hash = hashOf(code)
        result.push({
          providerCode: provider.code,
          code,
          name: round > 0 ? `${adjective} ${noun} ${round + 1}` : `${adjective} ${noun}`,
          category,
          gameType: gameTypeByCategory[category],
          imageUrl: gameArtPath(code),
          isHot: hash % 12 === 0,
          popularity: hash % 10_000,
          rtp: demoRtpOf(code, category),
          releasedOn: demoReleasedOn(code, today),
        })
      }
    }
  })
  return result
}
