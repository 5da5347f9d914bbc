import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.lg))

/** The greeting line in place of a banner: plain text on the page, no panel. */
export const greeting = style({
  selectors: {
    [`${home} &`]: {
      background: 'transparent',
      borderLeft: 0,
      borderBottom: `2px solid ${vars.color.text}`,
      borderRadius: 0,
      paddingInline: 0,
    },
  },
})
globalStyle(`${greeting} h1`, { fontSize: kit.heroSize('5vw') })
globalStyle(`${greeting} p`, {
  order: 2,
  textTransform: 'none',
  letterSpacing: 0,
  color: vars.color.textMuted,
})

export const block = style(kit.stack(vars.space.sm))
export const cell = style({ position: 'relative', minWidth: 0 })

export const wall = styleVariants({
  bento: kit.gridList(vars.space.sm, 2, { [desktop]: 4 }),
  ranked: {
    ...kit.gridList(vars.space.sm),
    '@media': {
      [desktop]: {
        gridTemplateColumns: kit.cols(2),
        gridAutoFlow: 'column',
        gridTemplateRows: 'repeat(5, auto)',
      },
    },
  },
  landscape: {
    ...kit.gridList(vars.space.sm, undefined, { [desktop]: 3 }),
    gridTemplateColumns: 'minmax(0, 1fr)',
  },
})
globalStyle(`${wall.bento} > li:first-child`, kit.span2x2)
globalStyle(`${wall.ranked} > li`, { display: 'flex', alignItems: 'center', gap: vars.space.sm })
globalStyle(`${wall.ranked} > li > [data-block="game-card"]`, { flex: 1 })
globalStyle(`${home} [data-block="game-card"] > button`, { borderRadius: vars.radius.sm })

export const rank = style(kit.rankNumeral(vars.font.sizeXl, '2ch'))

/** The banner's own line under its title, muted like the kicker. */
export const bannerLine = style({ margin: 0 })

/** Category shortcuts: square chips in one sideways line. */
export const shortcuts = style({ minWidth: 0 })
globalStyle(`${shortcuts} a`, { borderRadius: vars.radius.sm, fontFamily: vars.font.heading })

/** The winners feed and the promotions: two boards side by side at desktop (the feed's two lists take the wider), stacked on phones. */
export const boards = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
})
export const board = style(kit.stack(vars.space.sm))
/** Board titles as the section headers: monospace capitals over a rule (the feed's own h2 too). */
export const boardTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
})
globalStyle(`${board} > h2`, {
  paddingBottom: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
  textTransform: 'uppercase',
})
globalStyle(`${board} li`, { borderRadius: vars.radius.sm })

/** Promotions as list rows: the icon, the title over its line, the link at the row's end. */
export const promos = style({ ...kit.bareList, display: 'grid', gap: vars.space.xs })
export const promo = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"icon title link" "icon text link"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})
globalStyle(`${promo} > svg`, { gridArea: 'icon', color: vars.color.brand })
export const promoTitle = style({ gridArea: 'title', margin: 0, fontWeight: vars.font.weightBold })
export const promoText = style({ ...kit.mutedLine, gridArea: 'text', margin: 0 })
export const promoLink = style({
  ...kit.brandLink,
  gridArea: 'link',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
})
