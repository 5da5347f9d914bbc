import { style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const categoryStripVariants = ['chips', 'tabs', 'tiles'] as const

export const list = recipe({
  base: {
    display: 'flex',
    margin: 0,
    padding: `${vars.space.xs} 0`,
    listStyle: 'none',
    overflowX: 'auto',
    scrollSnapType: 'x proximity',
    scrollbarWidth: 'thin',
  },
  variants: {
    variant: {
      chips: { gap: vars.space.xs },
      tabs: { gap: 0, borderBottom: `1px solid ${vars.color.border}`, paddingBottom: 0 },
      tiles: { gap: vars.space.sm },
    },
    wrap: { true: { flexWrap: 'wrap', overflowX: 'visible' } },
  },
  defaultVariants: { variant: 'chips' },
})

export const item = style({ scrollSnapAlign: 'start', flex: 'none' })

export const link = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: 44,
    color: vars.color.text,
    textDecoration: 'none',
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightBold,
    whiteSpace: 'nowrap',
    ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  variants: {
    variant: {
      chips: {
        padding: `0 ${vars.space.md}`,
        borderRadius: vars.radius.pill,
        background: vars.color.surfaceRaised,
        border: `1px solid ${vars.color.border}`,
        ':hover': { borderColor: vars.color.brand },
        selectors: {
          '&[aria-current="page"]': {
            background: vars.color.brand,
            borderColor: vars.color.brand,
            color: vars.color.textOnBrand,
          },
        },
      },
      tabs: {
        padding: `0 ${vars.space.md}`,
        color: vars.color.textMuted,
        borderBottom: '3px solid transparent',
        ':hover': { color: vars.color.text },
        selectors: {
          '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.brandAccent },
        },
      },
      tiles: {
        flexDirection: 'column',
        justifyContent: 'center',
        gap: vars.space.xxs,
        width: 84,
        height: 76,
        borderRadius: vars.radius.lg,
        background: vars.color.surfaceRaised,
        border: `1px solid ${vars.color.border}`,
        fontSize: '0.75rem',
        textAlign: 'center',
        whiteSpace: 'normal',
        lineHeight: 1.1,
        ':hover': { borderColor: vars.color.brandAccent },
        selectors: {
          '&[aria-current="page"]': {
            background: vars.color.brandAccent,
            borderColor: vars.color.brandAccent,
            color: vars.color.textOnBrandAccent,
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'chips' },
})

export type CategoryStripVariants = NonNullable<RecipeVariants<typeof link>>
