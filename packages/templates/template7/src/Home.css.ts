import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl })

/** The poster: the banner art full bleed, the offer centred on a solid panel over it. */
export const poster = style({
  minHeight: 320,
  padding: vars.space.md,
  placeItems: 'center',
  '@media': { [desktop]: { minHeight: 440, padding: vars.space.xxl } },
})
globalStyle(`${poster} > div:not(:last-child)`, { display: 'none' })
globalStyle(`${poster} > div:last-child`, {
  maxWidth: 620,
  padding: vars.space.lg,
  alignItems: 'center',
  textAlign: 'center',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  '@media': { [desktop]: { padding: vars.space.xl } },
})
globalStyle(`${poster} h1`, { fontSize: `clamp(${vars.font.sizeXl}, 5vw, ${vars.font.sizeHero})` })
globalStyle(`${poster} p`, { color: vars.color.text })
globalStyle(`${poster} > div:last-child > div`, { justifyContent: 'center' })

export const lists = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })
export const listsHead = style({ justifyContent: 'center', textAlign: 'center' })
globalStyle(`${lists} [role="tablist"]`, { justifyContent: 'safe center', marginBottom: vars.space.md })
globalStyle(`${lists} [role="tab"]`, {
  fontFamily: vars.font.heading,
  textTransform: 'uppercase',
  letterSpacing: '0.1em',
})

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
})

/** Overlay cards: the name band sits on the art's lower edge, on a solid panel. */
export const overlay = style({})
const card = `${overlay} [data-block="game-card"]`
globalStyle(`${card} > button:first-child`, { display: 'grid', gap: 0, borderRadius: 0 })
globalStyle(`${card} > button:first-child > span`, { gridArea: '1 / 1' })
globalStyle(`${card} > button:first-child > span:first-child`, { borderRadius: 0, boxShadow: 'none' })
globalStyle(`${card} > button:first-child > span:last-child`, {
  alignSelf: 'end',
  zIndex: 1,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  background: vars.color.surfaceRaised,
  borderTop: `2px solid ${vars.color.brand}`,
})

export const tickets = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})
export const ticket = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  outline: `1px solid ${vars.color.border}`,
  outlineOffset: -6,
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
  textAlign: 'center',
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brand },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
export const ticketTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  color: vars.color.text,
})
export const ticketText = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })
