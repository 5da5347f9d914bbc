import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg })
export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  borderBottom: `3px double ${vars.color.brand}`,
  paddingBottom: vars.space.xs,
})
export const title = style({
  margin: 0,
  font: `${vars.font.weightBold} ${vars.font.sizeXl}/1.05 ${vars.font.heading}`,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  '@media': { [desktop]: { fontSize: vars.font.sizeHero } },
})
export const tally = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.lg })
export const filter = style({
  display: 'grid',
  gap: vars.space.xxs,
  flex: '1 1 220px',
  maxWidth: 340,
  margin: 0,
})
export const pickerLabel = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold })
export const picker = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

/** Four posters a row from the breakpoint, two on phones (the virtual window fits as many as 260 px allow). */
export const grid = style({
  selectors: {
    'ul&': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
    },
  },
})
