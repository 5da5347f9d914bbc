import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  textTransform: vars.font.headingTransform as 'none',
  letterSpacing: vars.font.headingLetterSpacing,
  '@media': { [desktop]: { fontSize: vars.font.sizeHero } },
})
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })

/** Search and provider side by side, wrapping on phones. */
export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md })
export const search = style({ flex: '1 1 220px', maxWidth: 360 })
export const picker = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 200px', maxWidth: 280 })
export const pickerLabel = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold })
export const select = style({
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
