import { isDark, mixHex } from '../color'
import { fontStacks, radii, shadows, spaces, typeScales } from './scales'
import type { ThemeTokens } from './tokens'

/**
 * The twelve colours one colour theme file states (`src/themes/<colour>.css.ts`). Every text and control
 * role is plain hex, so the contrast check can measure it; the token factory derives the other roles.
 */
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

/** What a template's differences may depend on: the colour theme's palette and whether its surface is dark. */
export interface TokenContext {
  palette: Palette
  dark: boolean
}

/** A group of roles to replace: some roles of the group, or a function of the colour theme giving them. */
export type TokenGroupOverride<G> = Partial<G> | ((context: TokenContext) => Partial<G>)

/** What a template states about its tokens: only the roles that differ from `baseTokens`, group by group. */
export type TokenOverrides = { [G in keyof ThemeTokens]?: TokenGroupOverride<ThemeTokens[G]> }

/** Gives every role of the theme contract for one colour theme of one template. */
export type TokenFactory = (palette: Palette) => ThemeTokens

/**
 * The tokens every template starts from (the system type, 8 px spacing, 6-16 px corners and soft shadows of
 * casino1), with the colour roles derived from the palette: pressed states, soft tints, status colours,
 * focus and overlay, each chosen for a dark or a light surface.
 */
export function baseTokens({ palette: p, dark }: TokenContext): ThemeTokens {
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
    space: spaces.normal,
    radius: radii.rounded,
    font: {
      body: fontStacks.system,
      heading: fontStacks.serif,
      ...typeScales.normal,
      sizeHero: '3rem',
      weightRegular: '400',
      weightBold: '700',
      headingTransform: 'none',
      headingLetterSpacing: '0',
    },
    shadow: shadows.soft({ dark }),
    motion: { duration: '250ms', easing: 'ease-in-out' },
  }
}

const groups = ['color', 'space', 'radius', 'font', 'shadow', 'motion'] as const

/**
 * A template's token factory from its differences (Braid's base tokens plus a brand's own file; Polaris's
 * partial themes merged over a base): each group is the base group with the stated roles replaced, in the
 * base's role order. See docs/architecture.md.
 */
export function defineTokens(overrides: TokenOverrides = {}): TokenFactory {
  return (palette) => {
    const context: TokenContext = { palette, dark: isDark(palette.surface) }
    const base = baseTokens(context)
    const merged = groups.map((group) => {
      const override = overrides[group]
      const roles = typeof override === 'function' ? override(context) : override
      return [group, { ...base[group], ...roles }]
    })
    return Object.fromEntries(merged) as ThemeTokens
  }
}
