import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl })

/** Section titles in Harbor's serif, larger than the ui default. */
globalStyle(`${home} h2`, { fontSize: vars.font.sizeXl, lineHeight: 1.15 })
/** Posters keep Harbor's rounded corners. */
globalStyle(`${home} [data-block="game-card"] button:first-child`, { borderRadius: vars.radius.md })

export const hero = style({
  '@media': { [desktop]: { minHeight: 380, gridTemplateColumns: '1fr 1.1fr' } },
})
globalStyle(`${hero} h1`, {
  fontSize: `clamp(${vars.font.sizeXl}, 5vw, ${vars.font.sizeHero})`,
  lineHeight: 1.05,
})
globalStyle(`${hero} p`, { color: vars.color.textMuted })
globalStyle(`${hero} p:first-child`, { color: vars.color.brand })

export const welcome = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.border}`,
})
export const greeting = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
})
globalStyle(`${welcome} > div`, { color: vars.color.text })
globalStyle(`${welcome} > div > span:first-child`, { color: vars.color.text })
export const vip = style({
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontFamily: vars.font.body,
  fontSize: '0.75rem',
})

export const tileSection = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })
export const tileGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
})

/** Harbor's club offers: three raised cards in a row from 640 px, the icon in the brand colour. */
export const offers = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})
export const offer = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  padding: vars.space.lg,
  color: vars.color.brand,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
})
globalStyle(`${offer} > p, ${offer} > a`, { gridColumn: '1 / -1', margin: 0 })
globalStyle(`${offer} > svg + p`, { gridColumn: 'auto' })
export const offerTitle = style({
  font: `${vars.font.weightBold} ${vars.font.sizeLg} ${vars.font.heading}`,
  color: vars.color.text,
})
export const offerText = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const offerLink = style({
  justifySelf: 'start',
  minHeight: 32,
  alignContent: 'center',
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  textUnderlineOffset: 3,
})
