import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xl))

/** The poster: the banner art full bleed, the offer centred on a solid panel over it. */
export const poster = style({
  minHeight: 320,
  padding: vars.space.md,
  placeItems: 'center',
  '@media': { [desktop]: { minHeight: 440, padding: vars.space.xxl } },
})
globalStyle(`${poster} > div:not(:last-child)`, { display: 'none' })
globalStyle(`${poster} > div:last-child`, {
  ...kit.posterPanel,
  alignItems: 'center',
  textAlign: 'center',
  '@media': { [desktop]: { padding: vars.space.xl } },
})
globalStyle(`${poster} h1`, { fontSize: kit.heroSize('5vw') })
globalStyle(`${poster} p`, { color: vars.color.text })
globalStyle(`${poster} > div:last-child > div`, { justifyContent: 'center' })

/**
 * The categories as an engraved marquee under the poster: capitals between two rules, a diamond between each;
 * centred and wrapping on desktop, one sideways line on phones.
 */
export const marquee = style({
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginTop: `calc(-1 * ${vars.space.md})`,
})
globalStyle(`${marquee} ul`, {
  border: 0,
  padding: 0,
  '@media': { [desktop]: { flexWrap: 'wrap', justifyContent: 'center', overflowX: 'visible' } },
})
globalStyle(`${marquee} li + li::before`, {
  content: '"\\25C6"',
  alignSelf: 'center',
  color: vars.color.brand,
  fontSize: '0.5rem',
})
globalStyle(`${marquee} li`, { display: 'flex', alignItems: 'center' })
globalStyle(`${marquee} a`, {
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  borderBottom: 0,
  color: vars.color.text,
  fontWeight: vars.font.weightRegular,
  '@media': { [desktop]: { paddingInline: vars.space.xs } },
})
globalStyle(`${marquee} a:hover`, { color: vars.color.brand })

export const lists = style(kit.stack(vars.space.md))
export const listsHead = style({ justifyContent: 'center', textAlign: 'center' })
globalStyle(`${lists} [role="tablist"]`, { justifyContent: 'safe center', marginBottom: vars.space.md })
globalStyle(`${lists} [role="tab"]`, {
  fontFamily: vars.font.heading,
  textTransform: 'uppercase',
  letterSpacing: '0.1em',
})

export const grid = style(kit.gridList(vars.space.md, 2, { [kit.from600]: 3, [desktop]: 5 }))

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

export const tickets = style(kit.gridList(vars.space.md, undefined, { [kit.from640]: 3 }))
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

/** The winners board: a double-ruled panel, its title engraved and centred over its two columns. */
export const board = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  outline: `1px solid ${vars.color.border}`,
  outlineOffset: -6,
  background: vars.color.surfaceRaised,
  '@media': { [desktop]: { padding: vars.space.xl } },
})
globalStyle(`${board} > h2`, {
  textAlign: 'center',
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontWeight: vars.font.weightRegular,
})
globalStyle(`${board} h3`, { textTransform: 'uppercase', letterSpacing: '0.1em', textAlign: 'center' })
