import type { ThemeTokens } from '@lobbykit/ui/theme'

/** The handful of colours that make one casino1 colour theme; everything else is the template's own. */
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

/** casino1: dark, roomy, serif headings, softly rounded cards. */
export function tokens(p: Palette): ThemeTokens {
  return {
    color: {
      ...p,
      brandActive: p.brandHover,
      brandSoft: `color-mix(in srgb, ${p.brand} 18%, ${p.surface})`,
      brandAccentActive: p.brandAccentHover,
      brandAccentSoft: `color-mix(in srgb, ${p.brandAccent} 18%, ${p.surface})`,
      positive: '#3ddc84',
      positiveSoft: 'rgb(61 220 132 / 0.16)',
      critical: '#ff6b6b',
      criticalSoft: 'rgb(255 107 107 / 0.16)',
      warning: '#ffc857',
      warningSoft: 'rgb(255 200 87 / 0.16)',
      focus: p.brandAccent,
      overlay: 'rgb(0 0 0 / 0.7)',
    },
    space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
    radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
    font: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      heading: 'Georgia, "Times New Roman", serif',
      sizeSm: '0.875rem',
      sizeMd: '1rem',
      sizeLg: '1.25rem',
      sizeXl: '1.75rem',
      sizeHero: '2.5rem',
      weightRegular: '400',
      weightBold: '700',
      headingTransform: 'none',
      headingLetterSpacing: '0.01em',
    },
    shadow: {
      sm: '0 1px 2px rgb(0 0 0 / 0.4)',
      md: '0 4px 12px rgb(0 0 0 / 0.45)',
      lg: '0 12px 32px rgb(0 0 0 / 0.5)',
    },
    motion: { duration: '250ms', easing: 'ease-in-out' },
  }
}
