import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const brand = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  color: vars.color.brand,
})

export const main = style({ flex: 1, padding: vars.space.md })

export const footer = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  borderTop: `1px solid ${vars.color.border}`,
})
