import { gameTypeByCategory } from '@lobbykit/contract'
import { gameArtPath } from '@lobbykit/contract/mediaPaths'
import { hashOf } from '../media/svg'
import {
  type DemoGame,
  demoGames,
  demoProviders,
  demoReleasedOn,
  demoRtpOf,
  type ProductCategory,
} from './catalogue'
import { pick, seededRandom } from './random'

/**
 * The catalogue of the `bigcatalogue` demo tenant: as large as a real aggregator's (docs/product.md#lobby),
 * 12,000 games over 130 providers. It offers the originals (5 games), the 32 demo providers (2,022) and 97
 * generated "catalogue" providers (9,973) that no other tenant offers: a few big studios of 300 to 600 games
 * and many small ones. Everything is derived from fixed word lists and hashes, so every seed makes the same
 * catalogue.
 */

export const bigCatalogueSize = 12_000
/** The five originals games every tenant offers. */
const originalsCount = 5

/** First words of the generated studios' names: none is one of the demo providers'. */
const studioWords = [
  'Amberline',
  'Basalt',
  'Bluefin',
  'Brightstone',
  'Café',
  'Cinder',
  'Cloudnine',
  'Cobalt',
  'Copperleaf',
  'Crimson Fox',
  'Dragonfly',
  'Duskwood',
  'Evergreen',
  'Fable',
  'Fireside',
  'Foxglove',
  'Glacier',
  'Goldleaf',
  'Granite',
  'Greenhouse',
  'Helix',
  'Highland',
  'Hummingbird',
  'Indigo',
  'Ironclad',
  'Juniper',
  'Kinetic',
  'Kingfisher',
  'Lagoon',
  'Lantern',
  'Lighthouse',
  'Maple',
  'Marble',
  'Meridian',
  'Mistral',
  'Monarch',
  'Moonrise',
  'Mosaic',
  'Nimbus',
  'Northstar',
  'Oakheart',
  'Obsidian',
  'Onyx',
  'Opal',
  'Paragon',
  'Pebble',
  'Pinnacle',
  'Polaris',
  'Quasar',
  'Quill',
  'Raven',
  'Redwood',
  'Riverstone',
  'Rocketfuel',
  'Sable',
  'Sandstorm',
  'Sapphire',
  'Scarlet',
  'Seaside',
  'Señorita',
  'Silverline',
  'Skyforge',
  'Snowcap',
  'Solstice',
  'Sparrow',
  'Spindle',
  'Starfall',
  'Stonegate',
  'Sunforge',
  'Sunflower',
  'Tangerine',
  'Thunderhead',
  'Tidal',
  'Timberwolf',
  'Topaz',
  'Torch',
  'Trident',
  'Tundra',
  'Twilight',
  'Umber',
  'Vantage',
  'Verdant',
  'Vortex',
  'Waterfall',
  'Whirlwind',
  'Willow',
  'Windmill',
  'Wolfpack',
  'Yarrow',
  'Zephyr',
  'Zigzag',
  'Blackbird',
  'Bonfire',
  'Canyon',
  'Driftwood',
  'Éclair',
  'Firefly',
]

const studioSuffixes = [
  'Gaming',
  'Studios',
  'Interactive',
  'Games',
  'Play',
  'Entertainment',
  'Labs',
  'Digital',
  'Works',
  'Gaming Group',
]

/** What a studio makes: its categories and the share of its games in each. */
type Profile = ReadonlyArray<readonly [ProductCategory, number]>

const profiles = {
  slots: [['slot_game', 1]],
  slotsFishing: [
    ['slot_game', 0.85],
    ['fishing', 0.15],
  ],
  slotsArcade: [
    ['slot_game', 0.8],
    ['arcade', 0.2],
  ],
  live: [
    ['casino', 0.85],
    ['poker', 0.15],
  ],
  tables: [
    ['poker', 0.7],
    ['casino', 0.3],
  ],
  crash: [
    ['crash', 0.6],
    ['arcade', 0.4],
  ],
  hash: [
    ['hash_game', 0.6],
    ['crash', 0.2],
    ['lottery', 0.2],
  ],
  keno: [
    ['lottery', 0.5],
    ['bingo', 0.3],
    ['arcade', 0.2],
  ],
  sports: [
    ['sportsbook', 0.5],
    ['horse_racing', 0.3],
    ['sabong', 0.2],
  ],
  fishing: [
    ['fishing', 0.7],
    ['arcade', 0.3],
  ],
  bingo: [
    ['bingo', 0.8],
    ['lottery', 0.2],
  ],
} as const satisfies Record<string, Profile>

/** The big studios: slot houses, and one live casino. */
const bigSizes = [600, 560, 520, 480, 440, 400, 360, 330, 300]
const bigProfiles: Profile[] = [
  profiles.slots,
  profiles.slotsFishing,
  profiles.live,
  profiles.slots,
  profiles.slotsArcade,
  profiles.slots,
  profiles.slotsFishing,
  profiles.slots,
  profiles.slots,
]
/** The small studios' profiles, in turn: most make slots. */
const smallProfiles: Profile[] = [
  profiles.slots,
  profiles.slots,
  profiles.slotsFishing,
  profiles.live,
  profiles.slots,
  profiles.slotsArcade,
  profiles.crash,
  profiles.slots,
  profiles.keno,
  profiles.slots,
  profiles.tables,
  profiles.slots,
  profiles.hash,
  profiles.slotsFishing,
  profiles.sports,
  profiles.slots,
  profiles.fishing,
  profiles.slots,
  profiles.bingo,
  profiles.live,
]

export interface CatalogueProvider {
  code: string
  name: string
  /** Games per category. */
  games: ReadonlyArray<readonly [ProductCategory, number]>
}

/** How many games each of `count` studios makes so they add up to `total`: fewer and fewer, 220 down to 12. */
function smallSizes(count: number, total: number): number[] {
  const sizes = Array.from({ length: count }, (_, index) => Math.round(12 + 210 * 0.9575 ** index))
  let difference = total - sizes.reduce((sum, size) => sum + size, 0)
  for (let index = 0; difference !== 0; index = (index + 1) % count) {
    const step = Math.sign(difference)
    if ((sizes[index] ?? 0) + step >= 8) {
      sizes[index] = (sizes[index] ?? 0) + step
      difference -= step
    }
  }
  return sizes
}

function split(size: number, profile: Profile): Array<[ProductCategory, number]> {
  const parts = profile.map(
    ([category, share]) => [category, Math.floor(size * share)] as [ProductCategory, number],
  )
  const first = parts[0]
  if (first) first[1] += size - parts.reduce((sum, [, n]) => sum + n, 0)
  return parts.filter(([, n]) => n > 0)
}

function codeOf(word: string, taken: Set<string>): string {
  const base = word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
  let code = base
  for (let n = 2; taken.has(code); n++) code = `${base}${n}`
  taken.add(code)
  return code
}

let studios: CatalogueProvider[] | undefined

/** The 97 generated studios, biggest first, with their games per category. */
export function catalogueProviders(): CatalogueProvider[] {
  studios ??= generateStudios()
  return studios
}

function generateStudios(): CatalogueProvider[] {
  const demoCount = demoGames(new Date(0)).length
  const generatedGames = bigCatalogueSize - originalsCount - demoCount
  const count = 130 - 1 - demoProviders.length
  const big = bigSizes.reduce((sum, size) => sum + size, 0)
  const sizes = [...bigSizes, ...smallSizes(count - bigSizes.length, generatedGames - big)]
  const taken = new Set(['ORIGINALS', ...demoProviders.map((provider) => provider.code)])
  return sizes.map((size, index) => {
    const word = studioWords[index] ?? `Studio ${index}`
    const suffix = studioSuffixes[hashOf(word) % studioSuffixes.length] ?? 'Gaming'
    const profile =
      bigProfiles[index] ?? smallProfiles[(index - bigSizes.length) % smallProfiles.length] ?? profiles.slots
    return { code: codeOf(word, taken), name: `${word} ${suffix}`, games: split(size, profile) }
  })
}

// --- game names ---------------------------------------------------------------------------------------------

const slotAdjectives = [
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
  'Neon',
  'Ancient',
  'Cosmic',
  'Emerald',
  'Grand',
  'Hyper',
  'Imperial',
  'Jolly',
  'Midnight',
  'Sacred',
  'Savage',
  'Sticky',
  'Raging',
  'Hot',
  'Sweet',
  'Fiery',
  'Shining',
  'Hidden',
  'Lost',
  'Eternal',
  'Magic',
  'Super',
  'Double',
  'Triple',
  'Big',
  'Rich',
  'Happy',
  'Furious',
  'Mighty',
]

const slotNouns = [
  'Dragon',
  'Tiger',
  'Panda',
  'Pharaoh',
  'Phoenix',
  'Koi',
  'Lotus',
  'Buffalo',
  'Wolf',
  'Eagle',
  'Lion',
  'Gorilla',
  'Rhino',
  'Viking',
  'Samurai',
  'Ninja',
  'Pirate',
  'Mermaid',
  'Kraken',
  'Zeus',
  'Athena',
  'Anubis',
  'Cleopatra',
  'Aztec',
  'Sakura',
  'Jade',
  'Ruby',
  'Sapphire',
  'Coins',
  'Gems',
  'Fruits',
  'Cherries',
  'Sevens',
  'Bells',
  'Candy',
  'Cupcake',
  'Piñata',
  'Fiesta',
  'Chilli',
  'Mustang',
  'Treasure',
  'Vault',
  'Jackpot',
  'Fortune',
  'Moon',
  'Star',
  'Comet',
  'Wizard',
  'Witch',
  'Yeti',
  'Leprechaun',
  'Clover',
  'Rainbow',
  'Vampire',
  'Pumpkin',
  'Reindeer',
  'Genie',
  'Sphinx',
  'Unicorn',
  'Cowboy',
]

const slotSuffixes = [
  'Megaways',
  'Deluxe',
  'Bonanza',
  'Hold and Win',
  'Link',
  'Rising',
  'Riches',
  'Gold',
  'Blitz',
  'Party',
  'Power',
  'Frenzy',
  'Quest',
  'Hunt',
  'Kingdom',
  'Wilds',
  'Cash',
  'Reels',
  'Fever',
  'Spins',
]

const places = [
  'the Nile',
  'Olympus',
  'Asgard',
  'Egypt',
  'the Amazon',
  'Atlantis',
  'Babylon',
  'Sparta',
  'Macau',
  'Rio',
  'Havana',
  'the Orient',
  'the Deep',
  'the Pyramids',
  'El Dorado',
]

const categoryWords: Record<
  Exclude<ProductCategory, 'slot_game'>,
  { prefixes: string[]; names: string[] }
> = {
  casino: {
    prefixes: [
      'Speed',
      'Lightning',
      'Golden',
      'VIP',
      'Salon Privé',
      'Royal',
      'Prestige',
      'Turbo',
      'Classic',
      'Grand',
      'Mega',
      'Auto',
      'Infinite',
      'Super',
      'Squeeze',
    ],
    names: [
      'Baccarat',
      'Roulette',
      'Blackjack',
      'Sic Bo',
      'Dragon Tiger',
      'Fan Tan',
      'Andar Bahar',
      'Money Wheel',
      'Craps',
      'Bac Bo',
      'Lucky Wheel',
      'Three Card Baccarat',
    ],
  },
  poker: {
    prefixes: [
      'Classic',
      'Live',
      'Ultimate',
      'Double',
      'Bonus',
      'Pro',
      'Multi-Hand',
      'Royal',
      'Turbo',
      'Super',
    ],
    names: [
      "Texas Hold'em",
      'Omaha Hi-Lo',
      'Three Card Poker',
      'Caribbean Stud',
      'Pai Gow Poker',
      'Teen Patti',
      'Casino War',
      'Video Poker',
      'Jacks or Better',
      'Deuces Wild',
      'Red Dog',
      "Casino Hold'em",
      'Let It Ride',
      'Oasis Poker',
    ],
  },
  fishing: {
    prefixes: [
      'Golden',
      'Lucky',
      'Dragon',
      'Royal',
      'Mega',
      'Ocean',
      'Thunder',
      'Jackpot',
      'Crazy',
      'Happy',
      'Deep',
      'Monster',
    ],
    names: [
      'Fishing',
      'Fish Hunter',
      'Shark Hunt',
      'Ocean King',
      'Deep Sea',
      'Reef Raiders',
      'Fish Party',
      'Catch',
      'Toad',
      'Kraken Hunter',
      'Fishing War',
      'Sea Hunter',
    ],
  },
  arcade: {
    prefixes: [
      'Neon',
      'Turbo',
      'Mini',
      'Lucky',
      'Crazy',
      'Mega',
      'Pixel',
      'Cyber',
      'Retro',
      'Happy',
      'Super',
      'Space',
    ],
    names: [
      'Plinko',
      'Mines',
      'Tower',
      'Dice',
      'Hi-Lo',
      'Coin Flip',
      'Wheel',
      'Limbo',
      'Keno',
      'Goal',
      'Stairs',
      'Balloon',
      'Cash Drop',
      'Scratch',
      'Pachinko',
      'Bubble Pop',
    ],
  },
  crash: {
    prefixes: ['Turbo', 'Mega', 'Lucky', 'Neon', 'Cosmic', 'Golden', 'Super', 'Hyper', 'Rapid', 'Sky'],
    names: [
      'Rocket',
      'Jet',
      'Comet',
      'Crash',
      'Launch',
      'Airship',
      'Moon Shot',
      'Multiplier',
      'Meteor',
      'Parachute',
      'Jetpack',
      'Lift Off',
      'Orbit',
    ],
  },
  hash_game: {
    prefixes: ['Lucky', 'Fast', 'Golden', 'Block', 'Turbo', 'Super', 'Mega', 'Royal'],
    names: [
      'Hash Dice',
      'Hash Odd Even',
      'Block Lucky',
      'Hash Baccarat',
      'Hash Bull',
      'Hash Roulette',
      'Hash Big Small',
      'Hash Lotto',
      'Hash Niuniu',
      'Block Racing',
      'Hash Sic Bo',
      'Hash Crash',
    ],
  },
  lottery: {
    prefixes: ['Lucky', 'Golden', 'Speed', 'Super', 'Mega', 'Daily', 'Happy', 'Royal', 'Turbo', 'Fast'],
    names: [
      'Lotto',
      'Keno',
      'Pick 3',
      'Pick 4',
      'Pick 6',
      'Draw',
      'Numbers',
      'Keno 80',
      'Lucky 5',
      'Fast 3',
      'Happy 8',
      'Lucky 28',
    ],
  },
  bingo: {
    prefixes: ['Speed', 'Party', 'Lucky', 'Golden', 'Mega', 'Pop', 'Video', 'Mini', 'Happy', 'Royal'],
    names: [
      'Bingo',
      'Bingo 75',
      'Bingo 90',
      'Bingo Blast',
      'Bingo Rush',
      'Bingo Bonanza',
      'Bingo Fiesta',
      'Bingo Stars',
      'Bingo Bash',
      'Bingo Clash',
    ],
  },
  sportsbook: {
    prefixes: ['Live', 'Virtual', 'Premier', 'Pro', 'Instant', 'Global', 'Asian', 'Super'],
    names: [
      'Sportsbook',
      'Football',
      'Basketball',
      'E-Sports',
      'Cricket',
      'Tennis',
      'Table Tennis',
      'Kabaddi',
      'Boxing',
      'Volleyball',
      'Badminton',
    ],
  },
  horse_racing: {
    prefixes: ['Virtual', 'Live', 'Golden', 'Royal', 'Grand', 'Turbo', 'Premier', 'Classic'],
    names: [
      'Derby',
      'Racing',
      'Greyhounds',
      'Trot',
      'Turf Cup',
      'Horses',
      'Dog Racing',
      'Harness Racing',
      'Steeplechase',
      'Sprint Stakes',
      'Photo Finish',
      'Furlong',
    ],
  },
  sabong: {
    prefixes: ['Live', 'Grand', 'Royal', 'Golden', 'Premier', 'International', 'Classic', 'World'],
    names: [
      'Sabong',
      'Cockfight Arena',
      'Derby Sabong',
      'Sabong Live',
      'Pitmaster',
      'Gamefowl Derby',
      'Sultada',
      'Sabong Cup',
      'Arena',
    ],
  },
}

function slotName(random: () => number): string {
  const kind = random()
  if (kind < 0.4) return `${pick(random, slotAdjectives)} ${pick(random, slotNouns)}`
  if (kind < 0.65) return `${pick(random, slotNouns)} ${pick(random, slotSuffixes)}`
  if (kind < 0.75)
    return `${pick(random, ['Book of', 'Legend of', 'Rise of', 'Return of', 'Curse of'])} ${pick(random, slotNouns)}`
  if (kind < 0.85) return `${pick(random, slotNouns)} of ${pick(random, places)}`
  return `${pick(random, slotAdjectives)} ${pick(random, slotNouns)} ${pick(random, slotSuffixes)}`
}

function gameName(category: ProductCategory, random: () => number): string {
  if (category === 'slot_game') return slotName(random)
  const words = categoryWords[category]
  return random() < 0.35
    ? pick(random, words.names)
    : `${pick(random, words.prefixes)} ${pick(random, words.names)}`
}

/** A studio's games: names unique within the studio (a numbered sequel when the words run out). */
function studioGames(provider: CatalogueProvider, today: Date): DemoGame[] {
  const random = seededRandom(`catalogue:${provider.code}`)
  const used = new Set<string>()
  const result: DemoGame[] = []
  for (const [category, count] of provider.games) {
    const gameType = gameTypeByCategory[category]
    for (let index = 0; index < count; index++) {
      let name = gameName(category, random)
      for (let attempt = 0; used.has(name) && attempt < 8; attempt++) name = gameName(category, random)
      const base = name
      for (let sequel = 2; used.has(name); sequel++) name = `${base} ${sequel}`
      used.add(name)
      const code = `${provider.code}-${gameType}-${String(index + 1).padStart(3, '0')}`
      const hash = hashOf(code)
      result.push({
        providerCode: provider.code,
        code,
        name,
        category,
        gameType,
        imageUrl: gameArtPath(code),
        isHot: hash % 12 === 0,
        popularity: hash % 10_000,
        rtp: demoRtpOf(code, category),
        releasedOn: demoReleasedOn(code, today),
      })
    }
  }
  return result
}

/** The generated studios' games (9,973), released over the three years before `today`. */
export function catalogueGames(today: Date, providers = catalogueProviders()): DemoGame[] {
  return providers.flatMap((provider) => studioGames(provider, today))
}
