import { templateRegistry } from '@lobbykit/contract'

export interface DemoTenant {
  code: string
  siteName: string
  themeCode: string
  themeColor: string
  currency: string
  language: string
  domains: string[]
  gamifyStatus: boolean
  liveChat: { id: string; imageId: string; status: boolean }
  maintenanceHours?: { startsAgo: number; lastsFor: number }
  /** Offers the big catalogue too: 12,000 games over 130 providers (`bigCatalogue.ts`). */
  bigCatalogue?: boolean
}

const siteNames: Record<string, string> = {
  casino1: 'Lucky Harbor Casino',
  casino2: 'Velvet Room',
  casino3: 'Monaco Royale',
  casino4: 'Golden Ember',
  casino5: 'Neon Palace',
  casino6: 'Jade Dragon',
  casino7: 'Deco Club',
  casino8: 'Starlight Strip',
  casino9: 'Grand Plum',
  slot1: 'Candy Reels',
  slot2: 'Reel Riot',
  slot3: 'Pharaoh Spins',
  slot4: 'Spin Carnival',
  slot5: 'Pixel Spins',
  slot6: 'Fortune Koi',
  slot7: 'Gold Rush Slots',
  slot8: 'Galaxy Slots',
  slot9: 'Fizz Slots',
  sportsbook1: 'Kickoff Bet',
  sportsbook2: 'Arena Sports',
}

const currencies = ['PHP', 'USD', 'VND', 'MYR', 'NPR']
const languages = ['EN', 'PHP', 'VI', 'MS', 'EN']

/**
 * One tenant per template code on `<code>.localhost` (casino1 also on `localhost`), so an onboarding team can
 * open any template in the real site; plus one tenant in a maintenance window, one with a broken theme, and one
 * with a catalogue as large as a real aggregator's (docs/product.md#lobby).
 */
export const demoTenants: DemoTenant[] = [
  ...templateRegistry.map((entry, index) => ({
    code: entry.code,
    siteName: siteNames[entry.code] ?? entry.code,
    themeCode: entry.code,
    themeColor: entry.colours[index % 5] ?? entry.colours[0],
    currency: currencies[index % currencies.length] ?? 'PHP',
    language: languages[index % languages.length] ?? 'EN',
    domains: entry.code === 'casino1' ? ['localhost', 'casino1.localhost'] : [`${entry.code}.localhost`],
    gamifyStatus: index % 3 !== 2,
    liveChat: {
      id: index % 2 === 0 ? `chat-${entry.code}` : '',
      imageId: index % 4 === 0 ? 'chat-bubble' : '',
      status: index % 2 === 0,
    },
  })),
  {
    code: 'maintenance',
    siteName: 'Tidewater Slots',
    themeCode: 'slot1',
    themeColor: 'jackpot-gold',
    currency: 'PHP',
    language: 'EN',
    domains: ['maintenance.localhost'],
    gamifyStatus: false,
    liveChat: { id: '', imageId: '', status: false },
    maintenanceHours: { startsAgo: 1, lastsFor: 24 * 30 },
  },
  {
    code: 'invalid-theme',
    siteName: 'Misconfigured Casino',
    themeCode: 'casino99',
    themeColor: 'midnight-gold',
    currency: 'PHP',
    language: 'EN',
    domains: ['invalid-theme.localhost'],
    gamifyStatus: false,
    liveChat: { id: '', imageId: '', status: false },
  },
  {
    code: 'bigcatalogue',
    siteName: 'Big Catalogue Casino',
    themeCode: 'casino1',
    // casino1's tenant wears midnight-gold.
    themeColor: 'sapphire-night',
    currency: 'PHP',
    language: 'EN',
    domains: ['bigcatalogue.localhost'],
    gamifyStatus: true,
    liveChat: { id: '', imageId: '', status: false },
    bigCatalogue: true,
  },
]
