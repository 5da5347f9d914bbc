import { keyframes, style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { iconMaskImage } from '../Icon/iconPaths'
import { reducedMotion } from '../styles/shared.css'
import { vars } from '../theme/contract.css'

export const gameCardVariants = ['tile', 'poster', 'wide', 'row'] as const

/** Width / height of each variant's art; the grid uses them to size rows before they render. */
export const artAspect: Record<(typeof gameCardVariants)[number], number> = {
  tile: 1,
  poster: 3 / 4,
  wide: 16 / 9,
  row: 1,
}

export const root = recipe({
  base: { position: 'relative', minWidth: 0, color: vars.color.text, fontFamily: vars.font.body },
  variants: {
    variant: { tile: {}, poster: {}, wide: {}, row: {} },
  },
})

export const play = recipe({
  base: {
    display: 'flex',
    width: '100%',
    padding: 0,
    margin: 0,
    border: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'inherit',
    cursor: 'pointer',
    borderRadius: vars.radius.lg,
    ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  variants: {
    variant: {
      tile: { flexDirection: 'column', gap: vars.space.xs, alignItems: 'stretch' },
      poster: {
        position: 'relative',
        flexDirection: 'column',
        overflow: 'hidden',
        background: vars.color.surfaceRaised,
        boxShadow: vars.shadow.sm,
      },
      wide: {
        flexDirection: 'column',
        overflow: 'hidden',
        background: vars.color.surfaceRaised,
        border: `1px solid ${vars.color.border}`,
      },
      row: {
        flexDirection: 'row',
        alignItems: 'center',
        gap: vars.space.sm,
        padding: vars.space.xs,
        borderRadius: vars.radius.md,
        background: vars.color.surfaceRaised,
        border: `1px solid ${vars.color.border}`,
        minHeight: 64,
        boxSizing: 'border-box',
      },
    },
  },
})

export const art = recipe({
  base: {
    position: 'relative',
    display: 'block',
    overflow: 'hidden',
    background: vars.color.surfaceSunken,
    flex: 'none',
  },
  variants: {
    variant: {
      tile: { aspectRatio: '1 / 1', borderRadius: vars.radius.lg, boxShadow: vars.shadow.sm },
      poster: { aspectRatio: '3 / 4' },
      wide: { aspectRatio: '16 / 9' },
      row: { width: 52, height: 52, borderRadius: vars.radius.sm },
    },
  },
})

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { [`${play.classNames.base}:hover &`]: { transform: 'scale(1.05)' } },
  '@media': { [reducedMotion]: { transition: 'none', transform: 'none !important' } },
})

export const fallback = style({ width: '100%', height: '100%', borderRadius: 0, border: 0 })

export const info = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0, gap: 2 },
  variants: {
    variant: {
      tile: { padding: `0 ${vars.space.xxs}` },
      poster: {
        position: 'absolute',
        insetInline: 0,
        bottom: 0,
        padding: `${vars.space.xs} ${vars.space.sm}`,
        background: vars.color.surfaceRaised,
        borderTop: `2px solid ${vars.color.brand}`,
      },
      wide: { padding: `${vars.space.sm} ${vars.space.sm}`, flex: 1, paddingRight: 96 },
      row: { flex: 1 },
    },
  },
})

export const name = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const provider = style({
  fontSize: '0.75rem',
  color: vars.color.textMuted,
  lineHeight: 1.3,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const playPill = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    background: vars.color.brand,
    color: vars.color.textOnBrand,
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightBold,
    flex: 'none',
  },
  variants: {
    variant: {
      tile: {},
      poster: {},
      wide: { position: 'absolute', right: vars.space.sm, bottom: vars.space.sm },
      row: { marginRight: vars.space.xs },
    },
  },
})

export const badge = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  fontSize: '0.6875rem',
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

export const favourite = recipe({
  base: {
    position: 'absolute',
    display: 'grid',
    placeItems: 'center',
    width: 36,
    height: 36,
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceRaised,
    color: vars.color.textMuted,
    cursor: 'pointer',
    ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    selectors: { '&[aria-pressed="true"]': { color: vars.color.critical } },
  },
  variants: {
    variant: {
      tile: { top: vars.space.xs, right: vars.space.xs },
      poster: { top: vars.space.xs, right: vars.space.xs },
      wide: { top: vars.space.xs, right: vars.space.xs },
      row: { top: '50%', right: 84, transform: 'translateY(-50%)' },
    },
  },
})

/**
 * The card's play and heart icons are masked spans, not inline SVGs: they repeat on every card of a lobby
 * (docs/architecture.md#pages-drawn-on-the-server). They paint in the text colour, also in forced colours.
 */
const cardIcon = style({
  display: 'inline-block',
  flex: 'none',
  backgroundColor: 'currentColor',
  maskPosition: 'center',
  maskSize: 'contain',
  maskRepeat: 'no-repeat',
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none' } },
})

export const playIcon = style([cardIcon, { width: 14, height: 14, maskImage: iconMaskImage('play') }])

/** Outlined, and filled while its button is pressed (the game is a favourite). */
export const heartIcon = style([
  cardIcon,
  {
    width: 18,
    height: 18,
    maskImage: iconMaskImage('heart'),
    selectors: { '[aria-pressed="true"] > &': { maskImage: iconMaskImage('heart', { filled: true }) } },
  },
])

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } })

export const skeleton = style({
  display: 'block',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
})

export const skeletonLine = style([skeleton, { height: 12, marginTop: 8, width: '70%' }])

export type GameCardVariants = NonNullable<RecipeVariants<typeof root>>
