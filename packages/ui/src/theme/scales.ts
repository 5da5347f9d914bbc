import type { ThemeTokens } from './tokens'

/**
 * Named values several templates share, so a template's `tokens.ts` names a scale instead of repeating it.
 * A value only one template uses stays in that template's file.
 */

/** Spacing: compact (dense sportsbook and arcade lists), normal, roomy (salon and lounge layouts). */
export const spaces = {
  compact: { xxs: '2px', xs: '4px', sm: '6px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  normal: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  roomy: { xxs: '4px', xs: '8px', sm: '12px', md: '20px', lg: '28px', xl: '40px', xxl: '64px' },
} as const satisfies Record<string, ThemeTokens['space']>

/** Corners, from square to pill-shaped controls (`md` is what buttons and fields use). */
export const radii = {
  square: { sm: '0', md: '0', lg: '0', pill: '0' },
  slight: { sm: '2px', md: '4px', lg: '6px', pill: '999px' },
  rounded: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  soft: { sm: '10px', md: '16px', lg: '24px', pill: '999px' },
  pill: { sm: '12px', md: '999px', lg: '28px', pill: '999px' },
} as const satisfies Record<string, ThemeTokens['radius']>

/** Font sizes below the hero size, which each template sets itself. */
export const typeScales = {
  small: { sizeSm: '0.8125rem', sizeMd: '0.9375rem', sizeLg: '1.125rem', sizeXl: '1.5rem' },
  normal: { sizeSm: '0.875rem', sizeMd: '1rem', sizeLg: '1.25rem', sizeXl: '1.75rem' },
  large: { sizeSm: '0.9375rem', sizeMd: '1.0625rem', sizeLg: '1.375rem', sizeXl: '2rem' },
} as const satisfies Record<string, Partial<ThemeTokens['font']>>

/** Font stacks more than one template uses; each ends in fonts every platform has. */
export const fontStacks = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  serif: 'Georgia, "Noto Serif", "DejaVu Serif", "Times New Roman", serif',
  humanist: 'Seravek, "Gill Sans Nova", "Gill Sans", Ubuntu, Calibri, "Noto Sans", "DejaVu Sans", sans-serif',
  geometric: 'Futura, "Century Gothic", "Avenir Next", Avenir, "URW Gothic", "Noto Sans", sans-serif',
  rounded:
    'ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", Nunito, "Varela Round", "Noto Sans", system-ui, sans-serif',
  condensed:
    '"Arial Narrow", "Roboto Condensed", "Helvetica Neue Condensed", "DejaVu Sans Condensed", sans-serif-condensed, sans-serif',
  mono: 'ui-monospace, "SF Mono", "Cascadia Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace',
  slab: 'Rockwell, "Rockwell Nova", "Roboto Slab", "Zilla Slab", "DejaVu Serif", Georgia, serif',
  palatino: '"Palatino Linotype", Palatino, "Book Antiqua", "URW Palladio L", "Noto Serif", serif',
} as const

type Shadows = (surface: { dark: boolean }) => ThemeTokens['shadow']

/** Black shadows at three sizes: the given opacities on dark surfaces, 0.12/0.14/0.18 on light ones. */
function shadowSet(sm: string, md: string, lg: string, [a, b, c]: [number, number, number]): Shadows {
  const layer = (geometry: string, alpha: number) =>
    geometry === 'none' ? 'none' : `${geometry} rgb(0 0 0 / ${alpha})`
  return ({ dark }) => ({
    sm: layer(sm, dark ? a : 0.12),
    md: layer(md, dark ? b : 0.14),
    lg: layer(lg, dark ? c : 0.18),
  })
}

/** Shadow sets by look; each is a function of the surface, so a template passes it as its `shadow`. */
export const shadows = {
  soft: shadowSet('0 1px 2px', '0 4px 12px', '0 12px 32px', [0.4, 0.45, 0.5]),
  lifted: shadowSet('0 2px 4px', '0 10px 24px', '0 24px 60px', [0.5, 0.55, 0.65]),
  glow: shadowSet('0 0 6px', '0 6px 20px', '0 18px 48px', [0.5, 0.55, 0.6]),
  /** Hard offset shadows with no blur (arcade, pixel, saloon signage). */
  offset: shadowSet('2px 2px 0', '4px 4px 0', '8px 8px 0', [0.6, 0.6, 0.6]),
  /** No small shadow, a 1-2 px rule below larger surfaces. */
  flat: shadowSet('none', '0 1px 0', '0 2px 0', [0, 0.5, 0.5]),
} satisfies Record<string, Shadows>
