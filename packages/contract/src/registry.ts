/**
 * The template registry: template id <-> theme_code, each code's five colour themes, its breakpoint
 * (docs/product.md#template-breakpoints) and how it asks a visitor to sign in (docs/product.md#visitor-redirect). The brief names only six codes;
 * the full mapping is ours: docs/architecture.md#template-registry.
 */

export type TemplateFamily = 'casino' | 'slot' | 'sportsbook'

/** What a guarded page does with a visitor (docs/product.md#visitor-redirect). */
export type GuardRedirect = 'login-route' | 'home-then-login-modal' | 'home-then-signin-modal'

/** What the rewards icon does for a visitor (docs/product.md#rewards-icon). */
export type RewardsLogin = 'login-modal' | 'login-route'

export interface TemplateEntry {
  readonly id: TemplateId
  readonly code: string
  readonly family: TemplateFamily
  /** Width in px from which the template shows its desktop layout. */
  readonly breakpoint: number
  readonly colours: readonly [string, string, string, string, string]
  readonly guardRedirect: GuardRedirect
  readonly rewardsLogin: RewardsLogin
}

export const templateIds = [
  'template1',
  'template2',
  'template3',
  'template4',
  'template5',
  'template6',
  'template7',
  'template8',
  'template9',
  'template10',
  'template11',
  'template12',
  'template13',
  'template14',
  'template15',
  'template16',
  'template17',
  'template19',
  'template20',
  'template21',
] as const

export type TemplateId = (typeof templateIds)[number]

/** docs/product.md#template-breakpoints: the desktop breakpoint, where no template overrides it. */
export const defaultDesktopBreakpoint = 1024

/** docs/product.md#template-breakpoints: template9's product pages switch at 1200 px instead of the template's 999. */
export const template9ProductBreakpoint = 1200

type Row = [TemplateId, string, TemplateFamily, number, TemplateEntry['colours']]

const rows: readonly Row[] = [
  [
    'template1',
    'casino1',
    'casino',
    1024,
    ['midnight-gold', 'royal-emerald', 'crimson-velvet', 'sapphire-night', 'onyx-rose'],
  ],
  [
    'template2',
    'casino2',
    'casino',
    1200,
    ['noir-champagne', 'jade-palace', 'ruby-lounge', 'ocean-pearl', 'violet-aurora'],
  ],
  [
    'template3',
    'casino3',
    'casino',
    1200,
    ['monaco-blue', 'vegas-red', 'macau-gold', 'havana-green', 'riviera-teal'],
  ],
  [
    'template4',
    'casino4',
    'casino',
    999,
    ['obsidian-amber', 'ivory-gold', 'bordeaux', 'forest-brass', 'steel-azure'],
  ],
  [
    'template5',
    'casino5',
    'casino',
    1024,
    ['neon-magenta', 'deep-indigo', 'copper-dusk', 'arctic-mint', 'carbon-lime'],
  ],
  [
    'template6',
    'casino6',
    'casino',
    999,
    ['imperial-red', 'dragon-jade', 'lotus-pink', 'lantern-orange', 'porcelain-blue'],
  ],
  [
    'template7',
    'casino7',
    'casino',
    1024,
    ['art-deco-gold', 'silver-screen', 'emerald-club', 'mahogany', 'blue-velvet'],
  ],
  [
    'template8',
    'casino8',
    'casino',
    999,
    ['starlight', 'sunset-strip', 'deep-sea', 'desert-sand', 'black-cherry'],
  ],
  [
    'template9',
    'casino9',
    'casino',
    999,
    ['grand-plum', 'marble-white', 'bronze-age', 'teal-lagoon', 'scarlet-night'],
  ],
  [
    'template10',
    'slot1',
    'slot',
    1200,
    ['candy-pop', 'jackpot-gold', 'lucky-clover', 'cosmic-purple', 'fire-reel'],
  ],
  [
    'template11',
    'slot2',
    'slot',
    768,
    ['fruit-punch', 'neon-arcade', 'treasure-chest', 'ice-crystal', 'volcano'],
  ],
  [
    'template12',
    'slot3',
    'slot',
    769,
    ['golden-pharaoh', 'jungle-quest', 'sea-treasure', 'aztec-sun', 'frost-giant'],
  ],
  [
    'template13',
    'slot4',
    'slot',
    769,
    ['rainbow-spin', 'cherry-bomb', 'midnight-seven', 'mint-bonus', 'lava-lamp'],
  ],
  [
    'template14',
    'slot5',
    'slot',
    769,
    ['pixel-blue', 'retro-orange', 'hyper-pink', 'matrix-green', 'ultra-violet'],
  ],
  [
    'template15',
    'slot6',
    'slot',
    768,
    ['lucky-red', 'fortune-gold', 'jade-tiger', 'koi-pond', 'moon-festival'],
  ],
  [
    'template16',
    'slot7',
    'slot',
    768,
    ['wild-west', 'gold-rush', 'prairie-dusk', 'cactus-bloom', 'saloon-night'],
  ],
  [
    'template17',
    'slot8',
    'slot',
    768,
    ['galaxy', 'nebula-rose', 'solar-flare', 'comet-blue', 'asteroid-grey'],
  ],
  [
    'template19',
    'slot9',
    'slot',
    1024,
    ['bubblegum', 'mango-tango', 'berry-blast', 'lime-fizz', 'grape-soda'],
  ],
  [
    'template20',
    'sportsbook1',
    'sportsbook',
    960,
    ['pitch-green', 'stadium-night', 'derby-red', 'court-blue', 'turf-gold'],
  ],
  [
    'template21',
    'sportsbook2',
    'sportsbook',
    960,
    ['arena-dark', 'kickoff-orange', 'goal-line', 'trackside-teal', 'champion-purple'],
  ],
]

const guardRedirects: Partial<Record<string, GuardRedirect>> = {
  slot2: 'home-then-login-modal',
  slot4: 'home-then-login-modal',
  sportsbook1: 'home-then-login-modal',
  slot5: 'home-then-signin-modal',
}

const rewardsLoginModalTemplates: ReadonlySet<TemplateId> = new Set([
  'template4',
  'template6',
  'template8',
  'template10',
])

export const templateRegistry: readonly TemplateEntry[] = rows.map(
  ([id, code, family, breakpoint, colours]) => ({
    id,
    code,
    family,
    breakpoint,
    colours,
    guardRedirect: guardRedirects[code] ?? 'login-route',
    rewardsLogin: rewardsLoginModalTemplates.has(id) ? 'login-modal' : 'login-route',
  }),
)

const byCode = new Map(templateRegistry.map((entry) => [entry.code, entry]))
const byId = new Map(templateRegistry.map((entry) => [entry.id, entry]))

export const themeCodes = templateRegistry.map((entry) => entry.code)

export function templateByCode(code: string): TemplateEntry | undefined {
  return byCode.get(code)
}

export function templateById(id: TemplateId): TemplateEntry {
  const entry = byId.get(id)
  if (!entry) throw new Error(`Unknown template id: ${id}`)
  return entry
}

export function isTemplateId(value: string): value is TemplateId {
  return byId.has(value as TemplateId)
}

export type ThemeCheck =
  | { ok: true; template: TemplateEntry; colour: string }
  | { ok: false; message: 'Invalid theme code' | 'Invalid theme color' }

/** docs/product.md#theme-check: the code must be known and the colour one of that code's five. */
export function checkTheme(themeCode: string, themeColor: string): ThemeCheck {
  const template = byCode.get(themeCode)
  if (!template) return { ok: false, message: 'Invalid theme code' }
  if (!template.colours.includes(themeColor)) return { ok: false, message: 'Invalid theme color' }
  return { ok: true, template, colour: themeColor }
}
