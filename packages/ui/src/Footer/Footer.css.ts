import { style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const footerVariants = ['columns', 'compact', 'centered'] as const

export const footer = recipe({
  base: {
    color: vars.color.textMuted,
    background: vars.color.surfaceSunken,
    borderTop: `1px solid ${vars.color.border}`,
    fontFamily: vars.font.body,
    fontSize: vars.font.sizeSm,
    lineHeight: 1.5,
    padding: `${vars.space.lg} ${vars.space.md}`,
    display: 'grid',
    gap: vars.space.lg,
  },
  variants: {
    variant: {
      columns: {
        '@media': {
          '(min-width: 768px)': {
            gridTemplateColumns: 'minmax(200px, 1fr) 2fr',
            padding: `${vars.space.xl} ${vars.space.xl}`,
          },
        },
      },
      compact: { gap: vars.space.sm, padding: `${vars.space.md} ${vars.space.md}` },
      centered: { justifyItems: 'center', textAlign: 'center' },
    },
  },
  defaultVariants: { variant: 'columns' },
})

export const brandCol = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const links = recipe({
  base: { display: 'flex', flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    variant: {
      columns: {
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: `0 ${vars.space.md}`,
      },
      compact: { gap: `0 ${vars.space.md}` },
      centered: { justifyContent: 'center', gap: `0 ${vars.space.md}` },
    },
  },
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const partners = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridColumn: '1 / -1',
})

export const partnerLogo = style({
  display: 'block',
  height: 32,
  width: 'auto',
  borderRadius: vars.radius.sm,
})

export const legal = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
})

export const age = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  flex: 'none',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.critical}`,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  fontSize: '0.75rem',
})

export type FooterVariants = NonNullable<RecipeVariants<typeof footer>>
