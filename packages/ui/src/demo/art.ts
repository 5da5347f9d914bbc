/**
 * Deterministic SVG art for demo data: every image is a data: URI, so stories and tests never touch the
 * network and render the same pixels on every run.
 */

/** A small, stable string hash (FNV-1a, 32 bit). */
export function hashString(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

const palettes: readonly (readonly [string, string, string])[] = [
  ['#1e3a8a', '#7c3aed', '#fbbf24'],
  ['#065f46', '#10b981', '#fde68a'],
  ['#7f1d1d', '#ef4444', '#fef3c7'],
  ['#0c4a6e', '#06b6d4', '#f0abfc'],
  ['#4c1d95', '#ec4899', '#fde047'],
  ['#78350f', '#f59e0b', '#fff7ed'],
  ['#134e4a', '#14b8a6', '#fecaca'],
  ['#1f2937', '#f97316', '#e0f2fe'],
  ['#312e81', '#22d3ee', '#fef9c3'],
  ['#831843', '#fb7185', '#ecfccb'],
]

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

const toDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

/** Initials of up to two words: "Dragon Fortune" -> "DF". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
}

/**
 * Cover art for a game: two flat tones split on a diagonal, a few shapes chosen by the name's hash, and the
 * game's initials. Flat fills, not gradients: the browser dithers gradients, which makes every screenshot of
 * a lobby (the visual baselines) several times larger without making the art any clearer.
 */
export function gameArt(name: string, width = 300, height = 300): string {
  const hash = hashString(name)
  const [dark, mid, light] = palettes[hash % palettes.length]!
  const shape = (hash >>> 4) % 3
  const cx = 30 + ((hash >>> 8) % 40)
  const cy = 25 + ((hash >>> 12) % 35)
  const angle = (hash >>> 16) % 360
  const split =
    (hash >>> 20) % 2 === 0
      ? `0,${height} ${width},0 ${width},${height}`
      : `0,0 ${width},${height} 0,${height}`
  const shapes = [
    `<circle cx="${cx}%" cy="${cy}%" r="34%" fill="${light}" fill-opacity="0.22"/><circle cx="${100 - cx}%" cy="${100 - cy}%" r="22%" fill="${mid}" fill-opacity="0.5"/>`,
    `<rect x="-20%" y="${cy}%" width="140%" height="26%" fill="${light}" fill-opacity="0.18" transform="rotate(${(angle % 40) - 20} ${width / 2} ${height / 2})"/><rect x="-20%" y="${cy + 30}%" width="140%" height="8%" fill="${light}" fill-opacity="0.28" transform="rotate(${(angle % 40) - 20} ${width / 2} ${height / 2})"/>`,
    `<polygon points="${width / 2},${height * 0.12} ${width * 0.88},${height * 0.8} ${width * 0.12},${height * 0.8}" fill="${light}" fill-opacity="0.18" transform="rotate(${(angle % 60) - 30} ${width / 2} ${height / 2})"/>`,
  ][shape]
  const fontSize = Math.round(Math.min(width, height) * 0.3)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${mid}"/><polygon points="${split}" fill="${dark}" fill-opacity="0.62"/>${shapes}<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="${fontSize}" fill="${light}" fill-opacity="0.92">${escapeXml(initials(name))}</text></svg>`
  return toDataUri(svg)
}

/** A banner for heroes and promotions: a dark field with a lit disc and soft light shapes, no text (flat fills, as gameArt). */
export function bannerArt(seed: string, width = 1200, height = 480): string {
  const hash = hashString(seed)
  const [dark, mid, light] = palettes[hash % palettes.length]!
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice"><rect width="100%" height="100%" fill="${dark}"/><circle cx="${width * 0.75}" cy="${height * 0.35}" r="${height * 0.9}" fill="${mid}" fill-opacity="0.55"/><circle cx="${width * 0.78}" cy="${height * 0.45}" r="${height * 0.36}" fill="${light}" fill-opacity="0.16"/><circle cx="${width * 0.86}" cy="${height * 0.3}" r="${height * 0.16}" fill="${light}" fill-opacity="0.28"/><circle cx="${width * 0.66}" cy="${height * 0.72}" r="${height * 0.1}" fill="${light}" fill-opacity="0.22"/></svg>`
  return toDataUri(svg)
}

/** A partner or provider logo: a rounded plate with the name. */
export function logoArt(name: string, width = 160, height = 64): string {
  const hash = hashString(name)
  const [dark, , light] = palettes[hash % palettes.length]!
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" rx="10" fill="${dark}"/><text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${Math.round(Math.min(height * 0.3, (width * 1.7) / Math.max(name.length, 1)))}" fill="${light}">${escapeXml(name)}</text></svg>`
  return toDataUri(svg)
}

/** A square emblem for a site logo: a coin with the site's initials. */
export function emblemArt(name: string, size = 64): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset="1" stop-color="#c8891a"/></linearGradient></defs><circle cx="32" cy="32" r="30" fill="url(#c)"/><circle cx="32" cy="32" r="24" fill="none" stroke="#7a4b00" stroke-width="2" stroke-dasharray="3 3"/><text x="32" y="35" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="20" fill="#4a2c00">${escapeXml(initials(name))}</text></svg>`
  return toDataUri(svg)
}
