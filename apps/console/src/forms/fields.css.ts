import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'

/** The console's own controls beside ui's TextField: the same label, border and focus ring. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 })

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold })

export const hint = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted, margin: 0 })

const control = {
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1rem',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  ':disabled': { opacity: 0.6 },
} as const

export const select = style(control)

export const textarea = style({
  ...control,
  padding: vars.space.sm,
  minHeight: 120,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.font.sizeSm,
  resize: 'vertical',
})

export const checkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
})

export const checkbox = style({ width: 22, height: 22, accentColor: vars.color.brand, margin: 0 })

export const error = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.critical,
  margin: 0,
})

/** A group of checkboxes under one legend, laid out like the other fields. */
export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
})

export const choiceGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  columnGap: vars.space.sm,
})
