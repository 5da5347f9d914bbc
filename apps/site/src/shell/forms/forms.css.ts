import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 420,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })

export const textButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  minHeight: 44,
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  textDecoration: 'underline',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const error = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.critical })

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.positiveSoft,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.positive}`,
})
