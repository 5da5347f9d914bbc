import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xxl))

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
globalStyle(`${banner} h1`, { fontSize: kit.heroSize('4vw') })

export const board = style(kit.stack(vars.space.md))

export const posters = style(kit.gridList(vars.space.lg, 2, { [desktop]: 4 }))

/** The top ten: numbered plates beside row cards, two columns from the breakpoint. */
export const topTen = style({
  ...kit.gridList(vars.space.sm, undefined, { [desktop]: 2 }),
  counterReset: 'rank',
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
