import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl })

/** Game of the week: giant 4:3 art first, then the text and four small tiles; three columns on desktop. */
export const hero = style({})
globalStyle(`${home} > ${hero}`, {
  borderRadius: vars.radius.lg,
  gap: vars.space.lg,
  '@media': {
    [desktop]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1.9fr)', padding: vars.space.lg },
  },
})
globalStyle(`${home} > ${hero} > img`, {
  order: 0,
  aspectRatio: '4 / 3',
  height: 'auto',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
})
globalStyle(`${home} > ${hero} > div`, {
  '@media': {
    [desktop]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 0.9fr)',
      columnGap: vars.space.lg,
    },
  },
})
globalStyle(`${home} > ${hero} > div > *`, { gridColumn: 1 })
globalStyle(`${home} > ${hero} > div > p:first-child`, {
  alignSelf: 'start',
  justifySelf: 'start',
  paddingBottom: vars.space.xxs,
  borderBottom: `3px solid ${vars.color.brand}`,
})

export const leadName = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
})
export const leadBy = style({ fontFamily: vars.font.body, fontWeight: vars.font.weightRegular })

/** Four small tiles: a row on phones, two by two beside the text on desktop. */
export const tryList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
globalStyle(`${home} > ${hero} > div > ${tryList}`, {
  '@media': {
    [desktop]: {
      gridColumn: 2,
      gridRow: '1 / span 6',
      alignSelf: 'center',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
  },
})

export const welcome = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
})
export const welcomeText = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
})
export const vip = style({
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: '0.75rem',
})

/** Five tall posters a row on desktop, two on phones. */
export const wall = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })
globalStyle(`${wall} > ul`, {
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
})
export const shelf = style({ minWidth: 0 })
globalStyle(`${wall} [data-block="game-card"] > button, ${shelf} [data-block="game-card"] > button`, {
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
})
