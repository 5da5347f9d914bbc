/**
 * The one copy of the colour maths the theme code uses: hex parsing, mixing, light/dark, WCAG luminance and
 * contrast. The token factory (`../theme/baseTokens`) derives roles with it and the contrast check
 * (`../contrast`) measures them with it. The template generator's `palette.mjs` keeps a plain-JS twin of
 * `luminance`/`contrast`/`mix`, because node runs it without a TypeScript step; keep the two in step.
 */

export type Rgb = [number, number, number]

/** Parses #rgb, #rgba, #rrggbb or #rrggbbaa (alpha ignored) to 0-255 channels; throws on anything else. */
export function parseHex(hex: string): Rgb {
  const value = hex.trim().replace(/^#/, '')
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)) {
    throw new Error(`Not a hex colour: "${hex}" (contrast-checked roles must be plain hex)`)
  }
  const full = value.length <= 4 ? [...value.slice(0, 3)].map((c) => c + c).join('') : value.slice(0, 6)
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb
}

/** The red, green and blue channels (0-255) of a hex colour. */
export const channels = (hex: string): Rgb => parseHex(hex)

/** Plain #rrggbb from channels, rounded and clamped to 0-255. */
export function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Mixes `share` of `hex` into `base` and returns plain hex, so contrast stays computable. */
export function mixHex(hex: string, base: string, share: number): string {
  const b = channels(base)
  return toHex(channels(hex).map((v, i) => v * share + b[i]! * (1 - share)))
}

/** Whether a surface reads as dark: its channels sum to less than half of white's. */
export const isDark = (hex: string): boolean => channels(hex).reduce((sum, v) => sum + v, 0) < 384

/** Relative luminance of an sRGB colour (WCAG 2.x definition). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Contrast ratio of two hex colours, from 1 (same) to 21 (black on white). Order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a)
  const lb = relativeLuminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}
