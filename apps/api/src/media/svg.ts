/**
 * Deterministic SVG art for the demo: logos, game tiles, provider and partner badges. The same input always
 * draws the same picture, and nothing is fetched from anywhere else.
 */
import { escapeMarkup } from '../http/escapeMarkup'

/** FNV-1a: a small, stable hash to pick colours and shapes from a name. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

function initials(text: string): string {
  const words = text.split(/\s+/).filter(Boolean)
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('') || '?'
  )
}

/** Splits a title into at most two lines of about `width` characters. */
function lines(text: string, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean)
  const result: string[] = []
  let current = ''
  for (const word of words) {
    if (current && `${current} ${word}`.length > width) {
      result.push(current)
      current = word
    } else current = current ? `${current} ${word}` : word
  }
  if (current) result.push(current)
  if (result.length > 2)
    return [
      result[0] ?? '',
      `${result
        .slice(1)
        .join(' ')
        .slice(0, width - 1)}…`,
    ]
  return result
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`

/** A tab's icon: the generated favicon and an uploaded icon's favicon are this many pixels square. */
export const faviconPixels = 64

/** The logo files a tenant has (`/api/media/logo/<tenant>/<variant>.<format>`). */
export const logoVariants = ['1', '2', '3', 'icon', 'favicon'] as const
export type LogoVariant = (typeof logoVariants)[number]

export const isLogoVariant = (name: string): name is LogoVariant =>
  (logoVariants as readonly string[]).includes(name)

/**
 * logo1: the wide header wordmark; logo2: a square mark; logo3: the light footer wordmark; icon: the mark at 512 px
 * (home screens, link previews); favicon: the mark at 64 px (a browser tab).
 */
export function logoSvg(siteName: string, color: string, variant: LogoVariant): string {
  const name = escapeMarkup(siteName)
  const mark = escapeMarkup(initials(siteName))
  if (variant === '2' || variant === 'icon' || variant === 'favicon') {
    const size = variant === 'icon' ? 512 : variant === 'favicon' ? faviconPixels : 96
    return svg(
      size,
      size,
      `<rect width="${size}" height="${size}" rx="${size / 5}" fill="${color}"/>` +
        `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.36}" fill="none" stroke="#fff" stroke-width="${size / 24}" opacity=".55"/>` +
        `<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="${size * 0.38}" fill="#fff">${mark}</text>`,
    )
  }
  const fill = variant === '3' ? '#ffffff' : color
  return svg(
    320,
    80,
    `<g fill="${fill}"><path d="M16 40 L36 12 L56 40 L36 68 Z"/>` +
      `<text x="68" y="50" font-family="Georgia,serif" font-weight="700" font-size="28">${name}</text></g>`,
  )
}

const categoryGlyphs: Record<string, string> = {
  slot_game:
    '<rect x="95" y="110" width="110" height="70" rx="10" fill="none" stroke="#fff" stroke-width="6"/><text x="150" y="160" text-anchor="middle" font-size="40" fill="#fff">777</text>',
  casino:
    '<circle cx="150" cy="140" r="46" fill="none" stroke="#fff" stroke-width="8"/><circle cx="150" cy="140" r="10" fill="#fff"/>',
  sportsbook:
    '<circle cx="150" cy="140" r="44" fill="#fff" opacity=".9"/><path d="M150 110 l24 18 -9 28 h-30 l-9 -28 z" fill="#222"/>',
  fishing: '<path d="M100 140 q50 -50 90 0 q-40 50 -90 0 z M190 140 l22 -20 v40 z" fill="#fff"/>',
  poker:
    '<rect x="110" y="95" width="60" height="86" rx="8" fill="#fff"/><rect x="135" y="105" width="60" height="86" rx="8" fill="#fff" opacity=".8"/>',
  sabong: '<path d="M120 180 q-10 -60 30 -80 q10 -20 30 -10 q-10 10 0 20 q30 40 -10 70 z" fill="#fff"/>',
  lottery:
    '<circle cx="125" cy="130" r="24" fill="#fff"/><circle cx="175" cy="130" r="24" fill="#fff" opacity=".8"/><circle cx="150" cy="170" r="24" fill="#fff" opacity=".6"/>',
  horse_racing: '<path d="M105 180 l20 -50 q20 -30 50 -20 l20 -15 5 25 -25 15 -10 45 z" fill="#fff"/>',
  bingo:
    '<rect x="105" y="100" width="90" height="90" rx="8" fill="none" stroke="#fff" stroke-width="6"/><path d="M135 100 v90 M165 100 v90 M105 130 h90 M105 160 h90" stroke="#fff" stroke-width="4"/>',
  arcade:
    '<rect x="100" y="120" width="100" height="50" rx="25" fill="#fff"/><circle cx="175" cy="145" r="8" fill="#222"/><path d="M118 145 h24 M130 133 v24" stroke="#222" stroke-width="6"/>',
  crash:
    '<path d="M95 185 q60 -10 100 -90" fill="none" stroke="#fff" stroke-width="8"/><path d="M195 95 l-22 4 14 16 z" fill="#fff"/>',
  hash_game:
    '<text x="150" y="170" text-anchor="middle" font-size="90" font-family="monospace" fill="#fff">#</text>',
}

/** A game tile: two-colour gradient from the game's code, its category's glyph, its name and provider. */
export function gameArtSvg(game: { code: string; name: string; category: string; providerName: string }) {
  const hash = hashOf(game.code)
  const hueA = hash % 360
  const hueB = (hueA + 40 + ((hash >>> 9) % 80)) % 360
  const title = lines(game.name, 16)
    .map(
      (line, index) =>
        `<text x="150" y="${232 + index * 28}" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="24" fill="#fff">${escapeMarkup(line)}</text>`,
    )
    .join('')
  return svg(
    300,
    300,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hueA} 70% 42%)"/><stop offset="1" stop-color="hsl(${hueB} 75% 22%)"/></linearGradient></defs>` +
      `<rect width="300" height="300" rx="24" fill="url(#g)"/>` +
      (categoryGlyphs[game.category] ?? categoryGlyphs.slot_game) +
      title +
      `<text x="150" y="40" text-anchor="middle" font-family="Arial,sans-serif" font-size="16" fill="#fff" opacity=".8">${escapeMarkup(game.providerName.toUpperCase())}</text>`,
  )
}

/** A provider or partner badge: the name on a colour drawn from it. */
export function badgeSvg(name: string): string {
  const hue = hashOf(name) % 360
  return svg(
    200,
    80,
    `<rect width="200" height="80" rx="16" fill="hsl(${hue} 55% 30%)"/>` +
      `<text x="100" y="48" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="20" fill="#fff">${escapeMarkup(name.length > 16 ? `${name.slice(0, 15)}…` : name)}</text>`,
  )
}

/** What a banner or promotion is about, read from where it leads: it picks the art's picture. */
/** What a banner or promotion is about, by where it leads; `gift` is a deposit-bonus offer's (it leads nowhere). */
export type PromoArtKind =
  | 'wheel'
  | 'dice'
  | 'sports'
  | 'vip'
  | 'inbox'
  | 'deposit'
  | 'care'
  | 'stars'
  | 'gift'

export function promoArtKindOf(href: string): PromoArtKind {
  if (/^\/(spin|minigame)\b/.test(href)) return 'wheel'
  if (/DICE/i.test(href)) return 'dice'
  if (/SPORTS|^\/sports\b/i.test(href)) return 'sports'
  if (/^\/vip\b/.test(href)) return 'vip'
  if (/^\/inbox\b/.test(href)) return 'inbox'
  if (/^\/(deposit|banking)\b/.test(href)) return 'deposit'
  if (/^\/responsible-gaming\b/.test(href)) return 'care'
  return 'stars'
}

/** The pictures, drawn in a 600 x 600 box with the accent colour `a` and white. */
const promoPictures: Record<PromoArtKind, (a: string) => string> = {
  wheel: (a) =>
    `<circle cx="300" cy="300" r="250" fill="${a}"/><circle cx="300" cy="300" r="214" fill="#fff" opacity=".18"/>` +
    Array.from({ length: 8 }, (_, index) => {
      const angle = (index * Math.PI) / 4
      const x = (300 + 214 * Math.cos(angle)).toFixed(1)
      const y = (300 + 214 * Math.sin(angle)).toFixed(1)
      const x2 = (300 + 214 * Math.cos(angle + Math.PI / 4)).toFixed(1)
      const y2 = (300 + 214 * Math.sin(angle + Math.PI / 4)).toFixed(1)
      return index % 2 === 0
        ? `<path d="M300 300 L${x} ${y} A214 214 0 0 1 ${x2} ${y2} Z" fill="#fff" opacity=".55"/>`
        : ''
    }).join('') +
    '<circle cx="300" cy="300" r="44" fill="#fff"/><path d="M300 24 l-30 -0 30 70 30 -70 z" fill="#fff"/>',
  dice: (a) =>
    `<g transform="rotate(-12 175 235)"><rect x="50" y="110" width="250" height="250" rx="44" fill="${a}"/>` +
    '<g fill="#fff"><circle cx="110" cy="170" r="22"/><circle cx="175" cy="235" r="22"/><circle cx="240" cy="300" r="22"/></g></g>' +
    '<g transform="rotate(10 420 370)"><rect x="300" y="250" width="240" height="240" rx="42" fill="#fff"/>' +
    `<g fill="${a}"><circle cx="365" cy="315" r="20"/><circle cx="475" cy="315" r="20"/><circle cx="365" cy="425" r="20"/><circle cx="475" cy="425" r="20"/></g></g>`,
  sports: (a) =>
    `<circle cx="300" cy="300" r="230" fill="#fff"/><path d="M300 190 l105 76 -40 124 h-130 l-40 -124 z" fill="${a}"/>` +
    `<path d="M300 70 v120 M405 266 l112 -36 M365 390 l70 96 M235 390 l-70 96 M195 266 l-112 -36" stroke="${a}" stroke-width="22"/>`,
  vip: (a) =>
    `<path d="M100 420 l-30 -260 140 120 90 -180 90 180 140 -120 -30 260 z" fill="${a}"/>` +
    '<rect x="100" y="440" width="400" height="50" rx="14" fill="#fff"/>' +
    '<g fill="#fff"><circle cx="70" cy="150" r="26"/><circle cx="300" cy="90" r="26"/><circle cx="530" cy="150" r="26"/></g>',
  inbox: (a) =>
    `<rect x="80" y="160" width="440" height="300" rx="30" fill="${a}"/>` +
    '<path d="M80 190 l220 160 220 -160" fill="none" stroke="#fff" stroke-width="26" stroke-linejoin="round"/>' +
    '<circle cx="470" cy="160" r="64" fill="#fff"/>' +
    `<path d="M470 125 v70 M435 160 h70" stroke="${a}" stroke-width="20" stroke-linecap="round"/>`,
  deposit: (a) =>
    `<ellipse cx="300" cy="440" rx="200" ry="56" fill="${a}"/><rect x="100" y="300" width="400" height="140" fill="${a}"/>` +
    '<ellipse cx="300" cy="300" rx="200" ry="56" fill="#fff"/>' +
    `<ellipse cx="300" cy="300" rx="120" ry="30" fill="${a}" opacity=".35"/>` +
    '<path d="M300 60 v150 M240 150 l60 60 60 -60" fill="none" stroke="#fff" stroke-width="28" stroke-linecap="round" stroke-linejoin="round"/>',
  care: (a) =>
    `<path d="M300 60 l200 70 v140 c0 140 -90 230 -200 270 c-110 -40 -200 -130 -200 -270 v-140 z" fill="${a}"/>` +
    '<path d="M210 310 l65 65 125 -140" fill="none" stroke="#fff" stroke-width="36" stroke-linecap="round" stroke-linejoin="round"/>',
  gift: (a) =>
    `<rect x="110" y="280" width="380" height="250" rx="20" fill="${a}"/><rect x="80" y="200" width="440" height="96" rx="18" fill="${a}"/>` +
    '<rect x="80" y="284" width="440" height="14" fill="#fff" opacity=".3"/><rect x="272" y="200" width="56" height="330" fill="#fff"/>' +
    '<g fill="none" stroke="#fff" stroke-width="26"><ellipse cx="232" cy="150" rx="70" ry="40" transform="rotate(-25 232 150)"/>' +
    '<ellipse cx="368" cy="150" rx="70" ry="40" transform="rotate(25 368 150)"/></g><circle cx="300" cy="190" r="30" fill="#fff"/>' +
    '<circle cx="490" cy="110" r="70" fill="#fff"/>' +
    `<g fill="${a}"><circle cx="465" cy="85" r="15"/><circle cx="515" cy="135" r="15"/></g>` +
    `<path d="M520 78 l-60 64" stroke="${a}" stroke-width="16" stroke-linecap="round"/>`,
  stars: (a) =>
    `<path d="M300 80 l55 150 160 5 -125 100 45 155 -135 -90 -135 90 45 -155 -125 -100 160 -5 z" fill="${a}"/>` +
    '<circle cx="120" cy="120" r="22" fill="#fff"/><circle cx="500" cy="470" r="30" fill="#fff"/>',
}

/**
 * The art of a banner (1600 x 900) or a promotion (1200 x 675): flat fills only (no gradient, which
 * screenshots dither), a dark field with soft shapes in the tenant's colour on the left, where the template sets
 * the words, and the picture of what it is about on the right. It carries no words: the template writes them in
 * the page's language. `seed` (its id) varies the shapes.
 */
export function promoArtSvg(kind: PromoArtKind, color: string, size: 'banner' | 'promotion', seed: string) {
  const accent = escapeMarkup(color)
  const [width, height] = size === 'banner' ? [1600, 900] : [1200, 675]
  const hash = hashOf(`${kind}:${seed}`)
  const scale = (height * 0.8) / 600
  const left = width - height * 0.85 - (hash % 40)
  const top = height * 0.1
  const dots = Array.from({ length: 6 }, (_, index) => {
    const value = hashOf(`${seed}:${index}`)
    const cx = (value % Math.round(width * 0.55)) + 20
    const cy = (value >>> 11) % height
    const r = 8 + ((value >>> 21) % 28)
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity=".08"/>`
  }).join('')
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#12141c"/>` +
      `<circle cx="${width * 0.12}" cy="${height * 1.05}" r="${height * 0.7}" fill="${accent}" opacity=".22"/>` +
      `<circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.58}" fill="${accent}" opacity=".18"/>` +
      dots +
      `<g transform="translate(${left.toFixed(0)} ${top.toFixed(0)}) scale(${scale.toFixed(3)})">${promoPictures[kind](accent)}</g>`,
  )
}
