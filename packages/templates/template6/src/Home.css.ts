import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl })

// Section rules in the brand colour, like the palace's lacquered frames.
globalStyle(`${home} h2`, { fontSize: vars.font.sizeXl })
globalStyle(`${home} [data-block="shelf"] > div:first-child, ${home} section > div:first-child`, {
  borderBottomColor: vars.color.brand,
})

/** The offer's text beside the live tables, between two hairlines. */
export const stage = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0`,
  borderBlock: `1px solid ${vars.color.border}`,
  '@media': {
    [desktop]: { gridTemplateColumns: '0.8fr 2fr', alignItems: 'center', padding: `${vars.space.xxl} 0` },
  },
})
export const hero = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  background: 'transparent',
  border: 0,
  borderRadius: 0,
})
globalStyle(`${hero} > div`, { padding: 0 })
globalStyle(`${hero} h1`, { fontSize: `clamp(${vars.font.sizeXl}, 5vw, ${vars.font.sizeHero})` })

export const tables = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
globalStyle(`${tables} [data-block="game-card"] > button > span:first-child > span:last-child`, {
  background: vars.color.critical,
  color: vars.color.surface,
})

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })

/** Framed cards: a double rule in the brand colour around each poster. */
export const framed = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
})
export const frame = style({})
globalStyle(
  `${framed} [data-block="game-card"] > button:first-child, ${frame} [data-block="game-card"] > button:first-child`,
  {
    padding: vars.space.sm,
    border: `3px double ${vars.color.brand}`,
    borderRadius: vars.radius.sm,
    boxShadow: 'none',
  },
)
globalStyle(
  `${framed} [data-block="game-card"] > button > span:last-child, ${frame} [data-block="game-card"] > button > span:last-child`,
  {
    position: 'static',
    padding: `${vars.space.xs} 0 0`,
    borderTop: 0,
  },
)

export const perks = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})
export const perk = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brand,
})
export const perkTitle = style({
  display: 'block',
  marginBottom: vars.space.xxs,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
})
export const perkText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const perkLink = style({
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  textUnderlineOffset: 3,
})
