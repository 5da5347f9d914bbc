import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl })

/** The jackpot stage: an accent-framed cabinet screen; text and odometer beside four tiles on desktop. */
export const stage = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surfaceSunken,
  border: `4px solid ${vars.color.brandAccent}`,
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)',
      alignItems: 'center',
      padding: vars.space.xxl,
    },
  },
})
export const hero = style({})
globalStyle(`${stage} > ${hero}`, {
  background: 'transparent',
  border: 0,
  textAlign: 'center',
  '@media': { [desktop]: { display: 'block', textAlign: 'left' } },
})
globalStyle(`${hero} > div`, {
  padding: 0,
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [desktop]: { alignItems: 'flex-start', padding: 0 } },
})
globalStyle(`${hero} > div > p:first-child`, { order: -2, color: vars.color.brand, letterSpacing: '0.12em' })
globalStyle(`${hero} h1`, {
  fontSize: `clamp(${vars.font.sizeXl}, 5vw, ${vars.font.sizeHero})`,
  textTransform: 'uppercase',
})

export const odometer = style({
  order: -1,
  display: 'flex',
  flexWrap: 'nowrap',
  gap: 3,
  margin: 0,
  fontSize: 'clamp(1.5rem, 3.6vw, 3rem)',
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
})
export const readOut = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
})
export const wheel = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.1ch',
  padding: '0.1em 0.06em',
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  boxShadow: vars.shadow.md,
})
export const mark = style({ alignSelf: 'end', color: vars.color.text })

/** Four quick-play tiles: a row on phones, two by two on desktop. */
export const quickPlay = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

/** Dense square tiles: three a row on phones, eight on desktop. */
export const dense = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })
globalStyle(`${dense} ul`, {
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(8, minmax(0, 1fr))' } },
})
globalStyle(`${dense} h2`, { textTransform: 'uppercase', letterSpacing: '0.08em' })
