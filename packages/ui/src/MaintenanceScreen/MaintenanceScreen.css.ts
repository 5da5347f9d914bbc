import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const root = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
})

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 520,
  padding: vars.space.xl,
  boxSizing: 'border-box',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
})

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 72,
  height: 72,
  borderRadius: vars.radius.pill,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
})

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeXl,
  textTransform: vars.font.headingTransform as never,
  letterSpacing: vars.font.headingLetterSpacing,
})

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 })

export const window_ = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  width: '100%',
  boxSizing: 'border-box',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  textAlign: 'left',
})

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const value = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
})
