import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xxl))

/** Section titles: centred Didone capitals over a brand rule. */
globalStyle(`${home} div:has(> h2)`, { borderBottomColor: vars.color.brand })
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
