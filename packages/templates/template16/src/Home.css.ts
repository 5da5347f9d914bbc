import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xxl })

/** The split banner: text on the warm soft panel, the art framed on the right from the breakpoint. */
export const banner = style({
  selectors: {
    [`${home} &`]: {
      background: vars.color.surfaceRaised,
      border: `3px double ${vars.color.brand}`,
      '@media': { [desktop]: { minHeight: 380 } },
    },
  },
})
globalStyle(`${banner} h1`, { fontSize: `clamp(${vars.font.sizeXl}, 4vw, ${vars.font.sizeHero})` })

export const board = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })

const list = { margin: 0, padding: 0, listStyle: 'none', display: 'grid' } as const
export const posters = style({
  ...list,
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
})

/** The top ten: numbered plates beside row cards, two columns from the breakpoint. */
export const topTen = style({
  ...list,
  gap: vars.space.sm,
  counterReset: 'rank',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
globalStyle(`${topTen} > li`, {
  counterIncrement: 'rank',
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
})
globalStyle(`${topTen} > li::before`, {
  content: 'counter(rank)',
  display: 'grid',
  placeItems: 'center',
  height: 48,
  borderRadius: vars.radius.sm,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
})
