/**
 * Colour helpers for new colour themes: WCAG 2.x contrast and a palette builder that nudges every text and
 * control role until it meets AA (4.5:1 text, 3:1 borders) on all three surfaces.
 *
 * The typed colour module is packages/ui/src/color (what the token factory and the contrast test use). Node
 * runs this file with no TypeScript step, so it keeps its own copy: `luminance`/`contrast` are the WCAG
 * formulas of `relativeLuminance`/`contrastRatio` there, and `mix(a, b, s)` mixes as `mixHex(b, a, s)` does.
 */

const channels = (hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
const toHex = (rgb) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

export function luminance(hex) {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** `share` of the way from `a` to `b`. */
export function mix(a, b, share) {
  const x = channels(a)
  const y = channels(b)
  return toHex(x.map((v, i) => v + (y[i] - v) * share))
}

/** Moves `colour` towards black or white, whichever raises contrast, until it meets `min` on every background. */
export function ensureContrast(colour, backgrounds, min) {
  const passes = (c) => backgrounds.every((bg) => contrast(c, bg) >= min)
  if (passes(colour)) return colour
  const lightBackground = luminance(backgrounds[0]) > 0.18
  for (const target of lightBackground ? ['#000000', '#ffffff'] : ['#ffffff', '#000000']) {
    for (let share = 0.02; share <= 1.0001; share += 0.02) {
      const candidate = mix(colour, target, share)
      if (passes(candidate)) return candidate
    }
  }
  throw new Error(`No shade of ${colour} reaches ${min}:1 on ${backgrounds.join(', ')}`)
}

function labelOn(fills, tint) {
  const dark = mix(tint, '#000000', 0.82)
  const light = mix(tint, '#ffffff', 0.92)
  const order = Math.max(...fills.map(luminance)) > 0.2 ? [dark, light] : [light, dark]
  for (const candidate of order) if (fills.every((f) => contrast(candidate, f) >= 4.5)) return candidate
  return ensureContrast(order[0], fills, 4.5)
}

/** A full template palette (the `Palette` of a template's tokens.ts) from a surface, a brand and an accent. */
export function buildPalette({ surface, brand, accent, text }) {
  const dark = luminance(surface) < 0.2
  const surfaceRaised = mix(surface, dark ? '#ffffff' : '#000000', dark ? 0.06 : 0.035)
  const surfaceSunken = mix(surface, '#000000', dark ? 0.3 : 0.05)
  const surfaces = [surface, surfaceRaised, surfaceSunken]
  const body = ensureContrast(text ?? (dark ? '#f5f5f5' : '#141414'), surfaces, 7)
  const brandColour = ensureContrast(brand, surfaces, 4.6)
  const brandHover = ensureContrast(mix(brandColour, dark ? '#ffffff' : '#000000', 0.14), surfaces, 4.6)
  const accentColour = ensureContrast(accent, surfaces, 4.6)
  const accentHover = ensureContrast(mix(accentColour, dark ? '#ffffff' : '#000000', 0.14), surfaces, 4.6)
  return {
    surface,
    surfaceRaised,
    surfaceSunken,
    border: ensureContrast(mix(body, surface, 0.62), [surface, surfaceRaised], 3.05),
    text: body,
    textMuted: ensureContrast(mix(body, surface, 0.3), surfaces, 4.6),
    brand: brandColour,
    brandHover,
    textOnBrand: labelOn([brandColour, brandHover], brandColour),
    brandAccent: accentColour,
    brandAccentHover: accentHover,
    textOnBrandAccent: labelOn([accentColour, accentHover], accentColour),
  }
}

/** Five starting palettes for a new template's five colours; designers then edit the hex values. */
export const starterSeeds = [
  { surface: '#0e1116', brand: '#e8b84a', accent: '#4fd1c5' },
  { surface: '#07161a', brand: '#2dd4bf', accent: '#f9a03f' },
  { surface: '#180a0e', brand: '#ff5c7a', accent: '#ffd166' },
  { surface: '#f6f8fb', brand: '#1d4ed8', accent: '#9a3412' },
  { surface: '#120c22', brand: '#a78bfa', accent: '#fde047' },
]
