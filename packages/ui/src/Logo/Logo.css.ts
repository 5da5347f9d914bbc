import { style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const logoVariants = ['emblem', 'wordmark', 'image'] as const
export const logoSizes = ['sm', 'md', 'lg'] as const

export const logo = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.text,
    textDecoration: 'none',
    fontFamily: vars.font.heading,
    fontWeight: vars.font.weightBold,
    letterSpacing: vars.font.headingLetterSpacing,
    textTransform: vars.font.headingTransform as never,
    whiteSpace: 'nowrap',
    minWidth: 0,
    maxWidth: '100%',
    borderRadius: vars.radius.sm,
    ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.sizeMd, vars: { '--logo-mark': '28px' } },
      md: { fontSize: vars.font.sizeLg, vars: { '--logo-mark': '36px' } },
      lg: { fontSize: vars.font.sizeXl, vars: { '--logo-mark': '48px' } },
    },
  },
  defaultVariants: { size: 'md' },
})

export const mark = style({
  width: 'var(--logo-mark)',
  height: 'var(--logo-mark)',
  flex: 'none',
  display: 'block',
})

export const image = style({ height: 'var(--logo-mark)', width: 'auto', display: 'block' })

export const accent = style({ color: vars.color.brand })

export type LogoVariants = NonNullable<RecipeVariants<typeof logo>>

/**
 * The name on one line; `Logo` hides each word that would be cut at the box's edge, so a crowded phone header
 * shows "Lucky" or the mark alone, never "Luc".
 */
export const text = style({ display: 'flex', overflow: 'hidden', minWidth: 0 })

export const word = style({ selectors: { '& + &': { marginInlineStart: '0.28em' } } })

/** The logo's parts, for a template's .css.ts (`@lobbykit/ui/parts`): the link, its mark or image, its name. */
export const logoParts = { link: logo.classNames.base, mark, image, text }
