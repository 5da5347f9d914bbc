import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const tabsVariants = ['line', 'pill'] as const

export const list = recipe({
  base: { display: 'flex', gap: vars.space.xxs, overflowX: 'auto', scrollbarWidth: 'none' },
  variants: {
    variant: {
      line: { borderBottom: `1px solid ${vars.color.border}` },
      pill: {
        padding: vars.space.xxs,
        borderRadius: vars.radius.pill,
        background: vars.color.surfaceSunken,
        width: 'fit-content',
        maxWidth: '100%',
      },
    },
  },
  defaultVariants: { variant: 'line' },
})

export const tab = recipe({
  base: {
    flex: 'none',
    minHeight: 44,
    padding: `0 ${vars.space.md}`,
    border: 0,
    background: 'transparent',
    color: vars.color.textMuted,
    font: 'inherit',
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightBold,
    cursor: 'pointer',
    ':hover': { color: vars.color.text },
    ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
  variants: {
    variant: {
      line: {
        borderBottom: '3px solid transparent',
        selectors: {
          '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.brand },
        },
      },
      pill: {
        borderRadius: vars.radius.pill,
        selectors: {
          '&[aria-selected="true"]': { background: vars.color.brand, color: vars.color.textOnBrand },
        },
      },
    },
  },
  defaultVariants: { variant: 'line' },
})

export const panel = style({
  paddingTop: vars.space.md,
  color: vars.color.text,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
