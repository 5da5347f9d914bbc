import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const buttonTones = ['brand', 'accent', 'neutral', 'critical'] as const
export const buttonSizes = ['sm', 'md', 'lg'] as const

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: 44,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.font.weightBold,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.duration} ${vars.motion.easing}`,
    ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    ':disabled': { opacity: 0.55, cursor: 'not-allowed' },
    // busy: a request it started is under way (Button.tsx keeps it focusable)
    selectors: { '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'progress' } },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    tone: {
      brand: {
        background: vars.color.brand,
        color: vars.color.textOnBrand,
        ':hover': { background: vars.color.brandHover },
        ':active': { background: vars.color.brandActive },
      },
      accent: {
        background: vars.color.brandAccent,
        color: vars.color.textOnBrandAccent,
        ':hover': { background: vars.color.brandAccentHover },
        ':active': { background: vars.color.brandAccentActive },
      },
      neutral: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.border,
        ':hover': { background: vars.color.surfaceSunken },
      },
      critical: { background: vars.color.critical, color: vars.color.surface },
    },
    size: {
      sm: { minHeight: 36, padding: `0 ${vars.space.sm}`, fontSize: vars.font.sizeSm },
      md: { padding: `0 ${vars.space.md}`, fontSize: vars.font.sizeMd },
      lg: { minHeight: 52, padding: `0 ${vars.space.lg}`, fontSize: vars.font.sizeLg },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'brand', size: 'md' },
})

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>
