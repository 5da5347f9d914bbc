import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg })

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
globalStyle(`${greeting} h1`, { fontSize: `clamp(${vars.font.sizeXl}, 5vw, ${vars.font.sizeHero})` })
globalStyle(`${greeting} p`, {
  order: 2,
  textTransform: 'none',
  letterSpacing: 0,
  color: vars.color.textMuted,
})

export const block = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })
export const cell = style({ position: 'relative', minWidth: 0 })

const list = { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm } as const
export const wall = styleVariants({
  bento: {
    ...list,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  },
  ranked: {
    ...list,
    '@media': {
      [desktop]: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gridAutoFlow: 'column',
        gridTemplateRows: 'repeat(5, auto)',
      },
    },
  },
  landscape: {
    ...list,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
})
globalStyle(`${wall.bento} > li:first-child`, { gridColumn: 'span 2', gridRow: 'span 2' })
globalStyle(`${wall.ranked} > li`, { display: 'flex', alignItems: 'center', gap: vars.space.sm })
globalStyle(`${wall.ranked} > li > [data-block="game-card"]`, { flex: 1 })
globalStyle(`${home} [data-block="game-card"] > button`, { borderRadius: vars.radius.sm })

export const rank = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeXl,
  lineHeight: 1,
  minWidth: '2ch',
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
})
