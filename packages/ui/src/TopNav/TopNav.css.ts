import { style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const topNavVariants = ['underline', 'pill', 'plain'] as const

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
})

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: 44,
    padding: `0 ${vars.space.sm}`,
    color: vars.color.textMuted,
    textDecoration: 'none',
    fontWeight: vars.font.weightBold,
    fontSize: vars.font.sizeSm,
    whiteSpace: 'nowrap',
    borderRadius: vars.radius.sm,
    ':hover': { color: vars.color.text },
    ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
    selectors: { '&[aria-current="page"]': { color: vars.color.text } },
  },
  variants: {
    variant: {
      underline: {
        borderBottom: '3px solid transparent',
        borderRadius: 0,
        selectors: { '&[aria-current="page"]': { borderBottomColor: vars.color.brand } },
      },
      pill: {
        borderRadius: vars.radius.pill,
        padding: `0 ${vars.space.md}`,
        selectors: {
          '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.textOnBrand },
        },
      },
      plain: {
        selectors: { '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: 6 } },
      },
    },
  },
  defaultVariants: { variant: 'underline' },
})

export type TopNavVariants = NonNullable<RecipeVariants<typeof link>>
