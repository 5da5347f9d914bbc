import { keyframes, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { reducedMotion } from '../styles/shared.css'
import { vars } from '../theme/contract.css'

export const toastTones = ['info', 'positive', 'warning', 'critical'] as const

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(16px)' },
  to: { opacity: 1, transform: 'none' },
})

/** Bottom-right on wide screens, full width above the bottom edge on phones (docs/product.md#error-handler). */
export const viewport = style({
  position: 'fixed',
  zIndex: 200,
  insetInline: vars.space.sm,
  bottom: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
  '@media': {
    '(min-width: 600px)': { left: 'auto', right: vars.space.lg, bottom: vars.space.lg, width: 380 },
  },
})

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: 5,
    boxShadow: vars.shadow.lg,
    animation: `${slideIn} ${vars.motion.duration} ${vars.motion.easing}`,
    '@media': { [reducedMotion]: { animation: 'none' } },
  },
  variants: {
    tone: {
      info: { borderLeftColor: vars.color.focus },
      positive: { borderLeftColor: vars.color.positive },
      warning: { borderLeftColor: vars.color.warning },
      critical: { borderLeftColor: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'info' },
})

export const icon = style({ display: 'flex', paddingTop: 10 })

export const title = style({
  margin: 0,
  paddingTop: 10,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeMd,
})
export const message = style({
  margin: `${vars.space.xxs} 0 ${vars.space.xs}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
})

export const close = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceSunken },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
})
