import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xl))

/**
 * The poster runs edge to edge on phones and shows 300 px of art above its text on desktop; the text sits on a solid title
 * card along the foot of the art (no gradient over the picture).
 */
export const poster = style({})
globalStyle(`${home} > ${poster}`, {
  minHeight: 0,
  padding: '200px 0 0',
  alignItems: 'end',
  marginInline: `calc(${vars.space.md} * -1)`,
  '@media': {
    [desktop]: {
      minHeight: 480,
      marginInline: 0,
      padding: '300px 0 0',
      alignItems: 'end',
      borderRadius: vars.radius.lg,
    },
  },
})
const card = `${poster} > div:last-of-type`
globalStyle(`${poster} > img + div`, { display: 'none' })
globalStyle(card, {
  maxWidth: 'none',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  borderTop: `4px solid ${vars.color.brand}`,
  '@media': {
    [desktop]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'end',
      columnGap: vars.space.xl,
      padding: `${vars.space.lg} ${vars.space.xl}`,
    },
  },
})
globalStyle(`${card} > *`, { '@media': { [desktop]: { gridColumn: 1 } } })
globalStyle(`${card} > div:last-child`, { '@media': { [desktop]: { gridColumn: 2, gridRow: '1 / span 3' } } })
globalStyle(`${card} > p:first-child`, { color: vars.color.brand })

export const shelf = style({ minWidth: 0 })
globalStyle(`${shelf} [data-block="game-card"] > button`, { boxShadow: vars.shadow.md })

/** Six square tiles a row on desktop, three on phones. */
export const tiles = style(kit.stack(vars.space.sm))
globalStyle(`${tiles} > ul`, { gridTemplateColumns: kit.cols(3), ...kit.columnsAt({ [desktop]: 6 }) })

/**
 * The category shortcuts as signposts: wide tiles in the heading face, a brand rule along their foot like the
 * poster's title card; a sideways row on phones, as many as fit a row on desktop.
 */
export const signposts = style({ minWidth: 0 })
globalStyle(`${signposts} ul`, {
  '@media': {
    [desktop]: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))' },
  },
})
globalStyle(`${signposts} a`, {
  width: 96,
  height: 84,
  borderRadius: vars.radius.sm,
  borderBottom: `4px solid ${vars.color.brand}`,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeSm,
  letterSpacing: vars.font.headingLetterSpacing,
  '@media': { [desktop]: { width: '100%' } },
})
globalStyle(`${signposts} a svg`, { color: vars.color.brand })
globalStyle(`${signposts} a[aria-current="page"] svg`, { color: 'currentColor' })

/** The promotions: wide quest cards, the art at their side; as many a row as fit 380 px each. */
export const quests = style({
  ...kit.gridList(vars.space.md),
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(380px, 100%), 1fr))',
})
export const quest = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gridTemplateRows: 'auto auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  overflow: 'hidden',
  paddingInlineEnd: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderBottom: `4px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.md,
})
globalStyle(`${quest} > *:not(img)`, { gridColumn: 2 })
globalStyle(`${quest} > :nth-child(2)`, { marginTop: vars.space.md })
globalStyle(`${quest} > svg`, {
  gridColumn: 1,
  gridRow: '1 / -1',
  margin: vars.space.md,
  color: vars.color.brand,
})
export const questArt = style({
  gridColumn: 1,
  gridRow: '1 / -1',
  width: '100%',
  height: '100%',
  minHeight: 132,
  objectFit: 'cover',
})
export const questTitle = style({
  margin: 0,
  ...kit.cardTitle,
  letterSpacing: vars.font.headingLetterSpacing,
})
export const questText = style(kit.mutedLine)
export const questLink = style({
  ...kit.brandLink,
  alignSelf: 'end',
  justifySelf: 'start',
  marginBottom: vars.space.md,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

/** The winners board: a surface panel under the brand rule of the title card. */
export const board = style({
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  borderTop: `4px solid ${vars.color.brand}`,
  '@media': { [desktop]: { padding: vars.space.xl, borderRadius: vars.radius.sm } },
})
globalStyle(`${board} h2`, { letterSpacing: vars.font.headingLetterSpacing, fontSize: vars.font.sizeXl })
