import { style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const sectionHeaderVariants = ['plain', 'underline', 'bar'] as const

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 44,
    color: vars.color.text,
  },
  variants: {
    variant: {
      plain: {},
      underline: { borderBottom: `2px solid ${vars.color.border}`, paddingBottom: vars.space.xs },
      bar: {
        paddingLeft: vars.space.sm,
        borderLeft: `4px solid ${vars.color.brandAccent}`,
      },
    },
  },
  defaultVariants: { variant: 'plain' },
})

export const icon = style({ color: vars.color.brand, display: 'flex' })

export const title = style({
  margin: 0,
  flex: 1,
  minWidth: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  textTransform: vars.font.headingTransform as never,
  letterSpacing: vars.font.headingLetterSpacing,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const count = style({
  marginLeft: vars.space.xs,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightRegular,
  color: vars.color.textMuted,
})

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 44,
  padding: `0 ${vars.space.xs}`,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  textUnderlineOffset: 4,
  textDecorationColor: vars.color.brand,
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const tools = style({ display: 'flex', gap: vars.space.xs })

export type SectionHeaderVariants = NonNullable<RecipeVariants<typeof root>>
