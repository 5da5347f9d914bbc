import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm })
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm })
export const title = style({
  margin: 0,
  font: `${vars.font.weightBold} ${vars.font.sizeXl}/1.2 ${vars.font.heading}`,
  textTransform: 'uppercase',
})
export const count = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightRegular,
  color: vars.color.textMuted,
})
export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm })
export const field = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 200px', maxWidth: 320 })
export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold })
export const select = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

/** List rows: one column on phones, two from the desktop breakpoint (the virtual window fits two as well). */
export const rows = style({
  selectors: {
    'ul&': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
    },
  },
})
globalStyle(`${rows} [data-block="game-card"] > button`, { borderRadius: vars.radius.sm })
