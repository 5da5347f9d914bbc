import type { ThemeTokens } from '@lobbykit/ui/theme'

/** The colours of one slot1 colour theme; every text and control role is a plain hex value. */
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

/** slot1 (Candy): rounded type, big 16–24 px corners, roomy and bouncy. */
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
    space: { xxs: '4px', xs: '8px', sm: '12px', md: '20px', lg: '28px', xl: '40px', xxl: '64px' },
    radius: { sm: '10px', md: '16px', lg: '24px', pill: '999px' },
    font: {
      body: 'ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", Nunito, "Varela Round", "Noto Sans", system-ui, sans-serif',
      heading:
        'ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", Nunito, "Varela Round", "Noto Sans", system-ui, sans-serif',
      sizeSm: '0.9375rem',
      sizeMd: '1.0625rem',
      sizeLg: '1.375rem',
      sizeXl: '2rem',
      sizeHero: '3.5rem',
      weightRegular: '500',
      weightBold: '800',
      headingTransform: 'none',
      headingLetterSpacing: '0',
    },
    shadow: {
      sm: dark ? '0 1px 2px rgb(0 0 0 / 0.4)' : '0 1px 2px rgb(0 0 0 / 0.12)',
      md: dark ? '0 4px 12px rgb(0 0 0 / 0.45)' : '0 4px 12px rgb(0 0 0 / 0.14)',
      lg: dark ? '0 12px 32px rgb(0 0 0 / 0.5)' : '0 12px 32px rgb(0 0 0 / 0.18)',
    },
    motion: { duration: '300ms', easing: 'cubic-bezier(0.34, 1.56, 0.64, 1)' },
  }
}
