import type { ThemeTokens } from '@lobbykit/ui/theme'

/** The colours of one casino6 colour theme; every text and control role is a plain hex value. */
export interface Palette {
  surface: string
  surfaceRaised: string
  surfaceSunken: string
  border: string
  text: string
  textMuted: string
  brand: string
  brandHover: string
  textOnBrand: string
  brandAccent: string
  brandAccentHover: string
  textOnBrandAccent: string
}

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))

/** Mixes `share` of `hex` into `base` and returns plain hex, so contrast stays computable. */
export function mixHex(hex: string, base: string, share: number): string {
  const a = channels(hex)
  const b = channels(base)
  return `#${a
    .map((v, i) =>
      Math.round(v * share + (b[i] ?? 0) * (1 - share))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

const isDark = (hex: string) => channels(hex).reduce((sum, v) => sum + v, 0) < 384

/** casino6 (Dynasty): serif throughout, double-rule frames, small corners. */
export function tokens(p: Palette): ThemeTokens {
  const dark = isDark(p.surface)
  return {
    color: {
      ...p,
      brandActive: p.brand,
      brandSoft: mixHex(p.brand, p.surface, 0.16),
      brandAccentActive: p.brandAccent,
      brandAccentSoft: mixHex(p.brandAccent, p.surface, 0.16),
      positive: dark ? '#5ee08f' : '#146c34',
      positiveSoft: dark ? '#12301f' : '#e3f5e8',
      critical: dark ? '#ff8f8f' : '#b3261e',
      criticalSoft: dark ? '#3a1616' : '#fbe4e2',
      warning: dark ? '#ffcf5c' : '#7a4f00',
      warningSoft: dark ? '#3a2e0f' : '#fdf1d6',
      focus: p.brandAccent,
      overlay: dark ? 'rgb(0 0 0 / 0.72)' : 'rgb(16 16 24 / 0.55)',
    },
    space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
    radius: { sm: '2px', md: '4px', lg: '6px', pill: '999px' },
    font: {
      body: 'Georgia, "Noto Serif", "DejaVu Serif", "Times New Roman", serif',
      heading: 'Georgia, "Noto Serif", "DejaVu Serif", "Times New Roman", serif',
      sizeSm: '0.875rem',
      sizeMd: '1rem',
      sizeLg: '1.25rem',
      sizeXl: '1.75rem',
      sizeHero: '2.75rem',
      weightRegular: '400',
      weightBold: '700',
      headingTransform: 'none',
      headingLetterSpacing: '0.02em',
    },
    shadow: {
      sm: dark ? '0 1px 2px rgb(0 0 0 / 0.4)' : '0 1px 2px rgb(0 0 0 / 0.12)',
      md: dark ? '0 4px 12px rgb(0 0 0 / 0.45)' : '0 4px 12px rgb(0 0 0 / 0.14)',
      lg: dark ? '0 12px 32px rgb(0 0 0 / 0.5)' : '0 12px 32px rgb(0 0 0 / 0.18)',
    },
    motion: { duration: '250ms', easing: 'ease-in-out' },
  }
}
