import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const wrap = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
})

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeMd,
})

export const th = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
})

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
  selectors: { 'tr:last-child > &': { borderBottom: 0 } },
})

export const end = style({ textAlign: 'right' })

export const state = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted })
