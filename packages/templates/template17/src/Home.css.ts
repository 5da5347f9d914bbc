import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl })

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })
export const item = style({ minWidth: 0 })

/** The grid sections: one wide card a row on phones, three from 600 px, four at desktop. */
export const grid = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

/** Cinematic cards: soft corners and a glow ring on hover, in every section and the lobby. */
globalStyle(`${home} [data-block="game-card"] > button:first-child`, {
  borderRadius: vars.radius.md,
  transition: `box-shadow ${vars.motion.duration} ${vars.motion.easing}`,
})
globalStyle(`${home} [data-block="game-card"] > button:first-child:hover`, {
  boxShadow: `0 0 0 3px ${vars.color.brandAccent}, ${vars.shadow.lg}`,
})
globalStyle(`${home} [data-block="shelf"] h2, ${section} h2`, {
  fontSize: vars.font.sizeXl,
  letterSpacing: vars.font.headingLetterSpacing,
})

/** The hero: the game's art first, the welcome beside it, and a 2 x 2 pick list at desktop. */
export const feature = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 2.1fr) minmax(0, 0.9fr)', alignItems: 'center' } },
})
export const hero = style({})
globalStyle(`${feature} ${hero}`, {
  background: 'transparent',
  border: 0,
  boxShadow: 'none',
  gap: vars.space.lg,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' } },
})
globalStyle(`${feature} ${hero} > img`, {
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  aspectRatio: '4 / 3',
  '@media': { [desktop]: { order: 0, height: 'auto' } },
})
globalStyle(`${feature} ${hero} > div`, { padding: 0 })
globalStyle(`${feature} ${hero} h1`, {
  fontSize: `clamp(${vars.font.sizeXl}, 5vw, ${vars.font.sizeHero})`,
  lineHeight: 1.05,
})
globalStyle(`${feature} ${hero} p:first-child`, { color: vars.color.brand })

export const featureList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

/** Mission cards: three glass panels at 640 px and up, the icon and link in the brand colour. */
export const missions = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})
globalStyle(`${missions} > li`, {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
})
globalStyle(`${missions} svg, ${missions} a`, { color: vars.color.brand })
globalStyle(`${missions} strong`, { fontFamily: vars.font.heading, fontSize: vars.font.sizeLg })
globalStyle(`${missions} p`, { margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
globalStyle(`${missions} a`, { fontWeight: vars.font.weightBold, textUnderlineOffset: 3 })
