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
