import { style } from '@vanilla-extract/css'
import { reducedMotion } from '../styles/shared.css'
import { vars } from '../theme/contract.css'

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
})

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })
export const badge = style({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.pill,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
})
export const level = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
})
export const next = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted })

export const meter = style({ display: 'grid', gap: vars.space.xxs })
export const meterHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
})
export const meterValue = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weightBold })
export const track = style({
  height: 10,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.textMuted}`,
  overflow: 'hidden',
})
export const fill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  transition: `width ${vars.motion.duration} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
})
