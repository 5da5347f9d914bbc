import { globalStyle, style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const headerVariants = ['bar', 'centered', 'stacked', 'compact'] as const
export const headerTones = ['raised', 'sunken', 'surface'] as const

/** Below 480 px, where a signed-in player's balance, deposit, inbox and log-out must fit beside the rest. */
const narrowPhone = '(max-width: 479px)'

export const header = recipe({
  base: {
    display: 'grid',
    alignItems: 'center',
    columnGap: vars.space.sm,
    padding: `${vars.space.xs} ${vars.space.md}`,
    '@media': { [narrowPhone]: { columnGap: vars.space.xs, paddingInline: vars.space.sm } },
    color: vars.color.text,
    fontFamily: vars.font.body,
    borderBottom: `1px solid ${vars.color.border}`,
    boxSizing: 'border-box',
    width: '100%',
    zIndex: 20,
  },
  variants: {
    variant: {
      bar: {
        gridTemplateColumns: 'auto minmax(0, auto) minmax(0, 1fr) auto',
        gridTemplateAreas: '"menu logo nav actions"',
        minHeight: 64,
      },
      centered: {
        gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
        gridTemplateAreas: '"menu logo actions" "nav nav nav"',
        minHeight: 72,
        // A phone has no room for a centred logo between the menu and two buttons: the logo gives way.
        '@media': { '(max-width: 599px)': { gridTemplateColumns: 'auto minmax(0, 1fr) auto' } },
      },
      stacked: {
        gridTemplateColumns: 'auto minmax(0, auto) 1fr',
        gridTemplateAreas: '"menu logo actions" "nav nav nav"',
        rowGap: vars.space.xs,
        paddingTop: vars.space.sm,
      },
      compact: {
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        gridTemplateAreas: '"menu logo actions"',
        minHeight: 52,
      },
    },
    tone: {
      raised: { background: vars.color.surfaceRaised },
      sunken: { background: vars.color.surfaceSunken },
      surface: { background: vars.color.surface },
    },
    sticky: { true: { position: 'sticky', top: 0 } },
  },
  defaultVariants: { variant: 'bar', tone: 'raised' },
})

export const menuArea = style({ gridArea: 'menu', display: 'flex' })
export const logoArea = style({ gridArea: 'logo', display: 'flex', minWidth: 0, overflow: 'hidden' })
export const logoCentered = style({
  justifySelf: 'center',
  '@media': { '(max-width: 599px)': { justifySelf: 'stretch' } },
})
export const navArea = style({ gridArea: 'nav', minWidth: 0 })
export const actionsArea = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': { [narrowPhone]: { gap: vars.space.xxs } },
})
// "Log in" and "Join now" never break over two lines on a narrow phone, nor slide over the logo: the
// actions keep their width (no min-width: 0 above) and the logo's name gives way with an ellipsis.
globalStyle(`${actionsArea} > *`, { whiteSpace: 'nowrap', flexShrink: 0 })

/**
 * The language button, first of the actions (its own class, so a template can show it on phones too). On a
 * narrow phone it is the globe alone; its name still says the language.
 */
export const languageButton = style({})
globalStyle(`${languageButton} > span`, { '@media': { [narrowPhone]: { display: 'none' } } })

/**
 * The header's parts, for a template's .css.ts (`@lobbykit/ui/parts`): the menu button's area (only with
 * onOpenMenu), the logo's, the menu's (only with a menu) and the account actions', and the language button.
 */
export const headerParts = {
  menu: menuArea,
  logo: logoArea,
  nav: navArea,
  actions: actionsArea,
  language: languageButton,
}

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceSunken },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  lineHeight: 1.15,
  minWidth: 0,
})

export const balanceLabel = style({
  fontSize: '0.75rem',
  color: vars.color.textMuted,
  '@media': { [narrowPhone]: { display: 'none' } },
})
export const balanceValue = style({
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
})

/** Hidden on narrow screens; the template's own media query can show it (language button, register). */
export const wideOnly = style({ '@media': { [narrowPhone]: { display: 'none' } } })

export type HeaderVariants = NonNullable<RecipeVariants<typeof header>>
