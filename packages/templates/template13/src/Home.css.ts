import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl })

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })
globalStyle(`${section} h2`, { fontSize: vars.font.sizeXl })
export const item = style({ minWidth: 0 })

const list = { margin: 0, padding: 0, listStyle: 'none' } as const
export const layout = styleVariants({
  masonry: {
    ...list,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gridAutoFlow: 'dense',
    gap: vars.space.md,
    '@media': {
      'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      [desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
    },
  },
  circles: {
    ...list,
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: vars.space.md,
    '@media': {
      'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
      [desktop]: { gridTemplateColumns: 'repeat(8, minmax(0, 1fr))' },
    },
  },
})
globalStyle(`${layout.masonry} > li:nth-child(7n + 1)`, { gridColumn: 'span 2', gridRow: 'span 2' })

/** Circles: the art is a ringed medallion, its name centred below. */
globalStyle(`${layout.circles} [data-block="game-card"] > button`, {
  alignItems: 'center',
  textAlign: 'center',
})
globalStyle(`${layout.circles} [data-block="game-card"] > button > span:first-child`, {
  width: '100%',
  borderRadius: '50%',
  boxShadow: `0 0 0 3px ${vars.color.brandAccent}`,
})
globalStyle(`${layout.circles} [data-block="game-card"] > button > span:last-child`, { width: '100%' })
globalStyle(`${home} [data-block="game-card"] > button`, { borderRadius: vars.radius.lg })

export const heroFrame = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.lg,
  border: `4px solid ${vars.color.brand}`,
  '@media': {
    [desktop]: { gridTemplateColumns: '1fr 1fr', alignItems: 'center', padding: vars.space.xl },
  },
})
globalStyle(`${heroFrame} > [data-block="hero"]`, {
  gridTemplateColumns: '1fr',
  background: 'transparent',
  border: 0,
})
globalStyle(`${heroFrame} > [data-block="hero"] h1`, {
  fontSize: `clamp(${vars.font.sizeXl}, 5vw, ${vars.font.sizeHero})`,
  lineHeight: 1.05,
})
globalStyle(`${heroFrame} > [data-block="hero"] button`, { borderRadius: vars.radius.pill })

export const reels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.lg,
  boxShadow: `inset 0 0 0 3px ${vars.color.brandAccent}`,
})
export const reel = style({
  display: 'grid',
  gap: vars.space.xs,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
})
export const reelArt = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  opacity: 0.55,
  selectors: {
    '&:nth-child(2)': { opacity: 1, outline: `3px solid ${vars.color.brandAccent}`, outlineOffset: -3 },
  },
})
