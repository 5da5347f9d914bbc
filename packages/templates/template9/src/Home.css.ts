import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl })

/** The poster: the art fills the frame and the text sits on a solid panel at its left. */
export const hero = style({})
globalStyle(`${home} > ${hero}`, {
  minHeight: 320,
  padding: vars.space.md,
  alignItems: 'center',
  borderRadius: vars.radius.lg,
  '@media': { [desktop]: { minHeight: 400, padding: vars.space.xxl } },
})
globalStyle(`${hero} > img + div`, { display: 'none' })
globalStyle(`${hero} > div:last-of-type`, {
  justifySelf: 'start',
  maxWidth: 620,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  '@media': { [desktop]: { padding: vars.space.xl } },
})
globalStyle(`${hero} > div:last-of-type > p:first-child`, { color: vars.color.brand })

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })

/** Four name-band posters a row on desktop, three on phones. */
export const grid = style({ minWidth: 0 })
globalStyle(`${grid} > ul, ${grid} [role="status"] > ul`, {
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
})
globalStyle(`${grid} [data-block="game-card"] > button`, { borderRadius: vars.radius.md })

/** The top ten: a large Palatino numeral beside each row card, two columns on desktop. */
export const ranked = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
export const rankedItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
})
export const rank = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeHero,
  lineHeight: 1,
  minWidth: '1.4ch',
  textAlign: 'right',
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
})
globalStyle(`${rankedItem} [data-block="game-card"] > button:first-child`, { minHeight: 88 })
globalStyle(`${rankedItem} [data-block="game-card"] > button:first-child > span:first-child`, {
  width: 72,
  height: 72,
})

export const promos = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})
export const promo = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brand,
})
export const promoTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
})
export const promoText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const promoLink = style({
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  textUnderlineOffset: 3,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
