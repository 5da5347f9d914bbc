import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const dockSides = ['right', 'left'] as const

/** A column of floating buttons above the page's bottom edge (and above a mobile tab bar when there is one). */
export const dock = recipe({
  base: {
    position: 'fixed',
    zIndex: 40,
    bottom: 'calc(var(--dock-bottom, 16px) + env(safe-area-inset-bottom))',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
  },
  variants: {
    side: { right: { right: vars.space.md }, left: { left: vars.space.md } },
  },
  defaultVariants: { side: 'right' },
})

export const fab = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  padding: 0,
  border: `2px solid ${vars.color.surfaceRaised}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  overflow: 'hidden',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 3 },
})

export const fabAccent = style({ background: vars.color.brandAccent, color: vars.color.textOnBrandAccent })

export const fabImage = style({ width: '100%', height: '100%', objectFit: 'cover' })

export const rewards = style({ position: 'relative' })

export const rewardsButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  width: 72,
  padding: `${vars.space.xs} 0`,
  border: `2px solid ${vars.color.brandAccent}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  fontSize: '0.75rem',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 3 },
})

export const rewardsIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.pill,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
})

export const hide = style({
  position: 'absolute',
  top: -14,
  right: -14,
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  '::before': { content: '""', position: 'absolute', inset: -6 },
})
