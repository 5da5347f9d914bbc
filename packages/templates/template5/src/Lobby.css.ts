import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
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

export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md })
export const search = style({ flex: '1 1 220px', maxWidth: 360 })
globalStyle(`${search} input`, { borderRadius: vars.radius.pill })

export const providers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
})
export const legend = style({
  float: 'left',
  width: '100%',
  marginBottom: vars.space.xxs,
  padding: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
})
export const providerChip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  ':focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 })
globalStyle(`${providerChip}:has(${radio}:checked)`, {
  background: vars.color.brandAccent,
  borderColor: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  fontWeight: vars.font.weightBold,
})

/** Rounded tiles with a neon ring on hover. */
export const grid = style({})
globalStyle(`${grid} [data-block="game-card"] > button:hover > span:first-child`, {
  boxShadow: `0 0 0 3px ${vars.color.brandAccent}, ${vars.shadow.lg}`,
})

export const reset = style({
  justifySelf: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
})
