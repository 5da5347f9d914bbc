import { style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const sideRailVariants = ['expanded', 'icons'] as const

export const rail = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.sm,
    background: vars.color.surfaceRaised,
    borderRight: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    boxSizing: 'border-box',
    overflowY: 'auto',
  },
  variants: {
    variant: {
      expanded: { width: 240 },
      icons: { width: 84, alignItems: 'stretch' },
    },
  },
  defaultVariants: { variant: 'expanded' },
})

export const groupTitle = style({
  margin: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: '0.75rem',
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.textMuted,
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const link = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 44,
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    color: vars.color.textMuted,
    textDecoration: 'none',
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightBold,
    ':hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
    selectors: {
      '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.textOnBrand },
    },
  },
  variants: {
    variant: {
      expanded: {},
      icons: {
        flexDirection: 'column',
        justifyContent: 'center',
        gap: vars.space.xxs,
        padding: `${vars.space.xs} ${vars.space.xxs}`,
        fontSize: '0.6875rem',
        textAlign: 'center',
        lineHeight: 1.15,
        minHeight: 60,
      },
    },
  },
  defaultVariants: { variant: 'expanded' },
})

export type SideRailVariants = NonNullable<RecipeVariants<typeof rail>>
