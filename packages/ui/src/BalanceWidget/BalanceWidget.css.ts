import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const balanceVariants = ['card', 'inline'] as const

export const root = recipe({
  base: { color: vars.color.text, fontFamily: vars.font.body },
  variants: {
    variant: {
      card: {
        display: 'grid',
        gap: vars.space.sm,
        padding: vars.space.md,
        borderRadius: vars.radius.lg,
        background: vars.color.surfaceRaised,
        border: `1px solid ${vars.color.border}`,
      },
      inline: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm },
    },
  },
  defaultVariants: { variant: 'card' },
})

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})
export const label = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted })
export const amount = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.1,
})
export const amountInline = style({ fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' })
export const tokens = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.font.sizeSm,
})
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' })
export const refresh = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':disabled': { opacity: 0.6, cursor: 'progress' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
