import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xl))

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
  ...kit.posterPanel,
  justifySelf: 'start',
  color: vars.color.text,
  borderRadius: vars.radius.md,
  '@media': { [desktop]: { padding: vars.space.xl } },
})
globalStyle(`${hero} > div:last-of-type > p:first-child`, { color: vars.color.brand })

export const section = style(kit.stack(vars.space.md))

/** Four name-band posters a row on desktop, three on phones. */
export const grid = style({ minWidth: 0 })
globalStyle(`${grid} > ul, ${grid} [role="status"] > ul`, {
  gridTemplateColumns: kit.cols(3),
  ...kit.columnsAt({ [desktop]: 4 }),
})
globalStyle(`${grid} [data-block="game-card"] > button`, { borderRadius: vars.radius.md })

/** The top ten: a large Palatino numeral beside each row card, two columns on desktop. */
export const ranked = style(kit.gridList(vars.space.md, undefined, { [desktop]: 2 }))
export const rankedItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
})
export const rank = style({ ...kit.rankNumeral(vars.font.sizeHero, '1.4ch'), textAlign: 'right' })
globalStyle(`${rankedItem} [data-block="game-card"] > button:first-child`, { minHeight: 88 })
globalStyle(`${rankedItem} [data-block="game-card"] > button:first-child > span:first-child`, {
  width: 72,
  height: 72,
})

export const promos = style(kit.gridList(vars.space.md, undefined, { [desktop]: 3 }))
export const promo = style(kit.promoCard)
export const promoTitle = style({ margin: 0, ...kit.cardTitle })
export const promoText = style(kit.mutedLine)
export const promoLink = style({
  ...kit.brandLink,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

/**
 * The directory: the categories as plaques in the heading face, their icons in the brand colour; a sideways row
 * on phones, a board of equal plaques on desktop.
 */
export const directory = style({ minWidth: 0 })
globalStyle(`${directory} ul`, {
  '@media': {
    [desktop]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))',
      gap: vars.space.sm,
      padding: 0,
    },
  },
})
globalStyle(`${directory} a`, {
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightRegular,
  fontSize: vars.font.sizeMd,
})
globalStyle(`${directory} a svg`, { color: vars.color.brand })
globalStyle(`${directory} a[aria-current="page"] svg`, { color: 'currentColor' })

/** The winners board: a raised card under a rule in the brand colour, its title in the heading face. */
export const board = style({
  ...kit.raisedCard,
  borderTop: `3px solid ${vars.color.brand}`,
  '@media': { [desktop]: { padding: vars.space.xl } },
})
globalStyle(`${board} h2`, { fontSize: vars.font.sizeXl, letterSpacing: vars.font.headingLetterSpacing })
