import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xxl))

/**
 * Section titles: centred Didone capitals over a brand rule, the player's own shelves (recently played,
 * favourites) included; the salon's titles go without icons.
 */
globalStyle(`${home} div:has(> h2)`, {
  paddingBottom: vars.space.xs,
  borderBottom: `2px solid ${vars.color.brand}`,
})
globalStyle(`${home} div:has(> h2) > span:first-child:has(svg)`, { display: 'none' })
globalStyle(`${home} h2`, { textAlign: 'center', fontSize: vars.font.sizeXl })

/** The poster: art edge to edge (phones bleed into the page margin), the text on a solid centred card. */
export const poster = style({
  placeItems: 'center',
  minHeight: 360,
  padding: vars.space.md,
  marginInline: `calc(${vars.space.md} * -1)`,
  '@media': { [desktop]: { minHeight: 520, marginInline: 0, padding: vars.space.xl } },
})
globalStyle(`${poster} > div:empty`, { display: 'none' })
globalStyle(`${poster} > div:has(> h1)`, { ...kit.posterPanel, alignItems: 'center', textAlign: 'center' })
globalStyle(`${poster} h1`, { fontSize: kit.heroSize('5vw'), lineHeight: 1.05 })
globalStyle(`${poster} h1 ~ p`, { color: vars.color.textMuted })
globalStyle(`${poster} p:first-child`, { color: vars.color.brand })
globalStyle(`${poster} div:has(> button)`, { justifyContent: 'center' })
globalStyle(`${poster} button`, {
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: vars.font.sizeMd,
})

// One column no wider than the section: an implicit (auto) column grew to the widest card's text and pushed
// the section past a 390 px screen, its "See all" link off the themed background.
export const tables = style({ ...kit.oneColumn(vars.space.md), minWidth: 0 })
export const tableGrid = style({
  ...kit.oneColumn(vars.space.md),
  ...kit.gridList(vars.space.md, undefined, { [kit.from600]: 2, [desktop]: 3 }),
})

/** The rooms: the categories as a row of spaced capitals under the poster, centred on wide screens. */
export const rooms = style({ minWidth: 0 })
globalStyle(`${rooms} ul`, { '@media': { [desktop]: { justifyContent: 'safe center' } } })
globalStyle(`${rooms} a`, {
  textTransform: 'uppercase',
  letterSpacing: '0.1em',
  fontWeight: vars.font.weightRegular,
})

/** Invitations: one column on phones, three a row from 600 px; each a framed card of centred words. */
export const invitations = style(kit.gridList(vars.space.md, undefined, { [kit.from600]: 3 }))
export const invitation = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  justifyItems: 'center',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  outline: `1px solid ${vars.color.border}`,
  outlineOffset: -6,
  background: vars.color.surfaceRaised,
  textAlign: 'center',
})
export const invitationArt = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
})
export const invitationTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  color: vars.color.text,
})
export const invitationText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const invitationLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  textDecoration: 'none',
  textTransform: 'uppercase',
  letterSpacing: '0.1em',
  fontSize: vars.font.sizeSm,
  ':hover': { background: vars.color.brand, color: vars.color.textOnBrand },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

/** The winners and withdrawals: a centred Didone title over two ruled columns of sharp rows. */
export const feed = style({ gap: vars.space.md })
globalStyle(`${feed} > h2`, {
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.brand}`,
  textTransform: 'uppercase',
  letterSpacing: vars.font.headingLetterSpacing,
})
globalStyle(`${feed} h3`, {
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontWeight: vars.font.weightRegular,
  textAlign: 'center',
})
globalStyle(`${feed} li`, { borderRadius: 0, background: vars.color.surface })
globalStyle(`${feed} li > span:first-child`, { borderRadius: 0 })
