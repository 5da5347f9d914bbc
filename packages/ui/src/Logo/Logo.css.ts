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
 * The name on one line, a word at a time: a word that does not fit wraps onto a second line, which is cut off,
 * so a crowded phone header shows "Lucky Harbor" or the mark alone, never "Luck…". The empty first item keeps
 * even the first word off the line when it does not fit.
 */
export const text = style({
  display: 'flex',
  flexWrap: 'wrap',
  height: '1lh',
  overflow: 'hidden',
  minWidth: 0,
  '::before': { content: '""', width: 0 },
})

export const word = style({ selectors: { '& + &': { marginInlineStart: '0.28em' } } })

/** The logo's parts, for a template's .css.ts (`@lobbykit/ui/parts`): the link, its mark or image, its name. */
export const logoParts = { link: logo.classNames.base, mark, image, text }
