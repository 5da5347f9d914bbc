import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 })

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
})

/** A star after required labels; its alternative text is empty, so it is not read out (the input says required). */
export const required = style({
  '::after': { content: '"*" / ""', color: vars.color.critical, marginLeft: 2 },
})

export const control = style({ position: 'relative', display: 'flex' })

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1rem',
  boxSizing: 'border-box',
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: 2 },
    '&:disabled': { opacity: 0.6 },
  },
})

export const withToggle = style({ paddingRight: 72 })

export const toggle = style({
  position: 'absolute',
  right: 4,
  top: 4,
  bottom: 4,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 0 },
})

export const hint = style({ margin: 0, fontSize: '0.8125rem', color: vars.color.textMuted })

export const error = style({
  margin: 0,
  fontSize: '0.8125rem',
  fontWeight: vars.font.weightBold,
  color: vars.color.critical,
})
