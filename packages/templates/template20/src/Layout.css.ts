import { headerParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** The page frame: bar over rail and content at desktop; one column over the tab bar on phones. */
export const frame = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr auto',
  gridTemplateAreas: '"header" "main" "footer"',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: 1.5,
  '@media': {
    [desktop]: {
      gridTemplateColumns: '88px minmax(0, 1fr)',
      gridTemplateAreas: '"header header" "rail main" "rail footer"',
    },
  },
})
globalStyle(`${frame} *, ${frame} *::before, ${frame} *::after`, { boxSizing: 'border-box' })
globalStyle(`${frame} :where(a, button, input, select):focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: 2,
})

/** A full-width accent band over the bar, slid out of view until it takes focus (a clipped box would still
 * sit over the logo and the menu, which axe counts as covering their touch targets). */
export const skip = style({
  position: 'absolute',
  zIndex: 50,
  insetInline: 0,
  top: 0,
  padding: vars.space.md,
  textAlign: 'center',
  fontWeight: vars.font.weightBold,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  transform: 'translateY(-100%)',
  selectors: { '&:focus': { transform: 'none' } },
})

/**
 * The bar is the brand colour: inside it the theme's text, muted, raised and sunken roles are re-pointed at
 * the on-brand colours, so the ui header's logo, menu, balance and buttons read on brand. The account area
 * re-points the brand roles at the accent, so Join now / Deposit stand out as accent buttons.
 */
export const topBar = style({
  gridArea: 'header',
  vars: {
    [vars.color.text]: vars.color.textOnBrand,
    [vars.color.textMuted]: vars.color.textOnBrand,
    [vars.color.border]: vars.color.textOnBrand,
    [vars.color.surfaceRaised]: vars.color.brand,
    [vars.color.surfaceSunken]: vars.color.brandHover,
  },
})
globalStyle(`${frame} > ${topBar}`, { minHeight: 56, borderBottom: 0 })
globalStyle(`${topBar} ${headerParts.actions}`, {
  vars: {
    [vars.color.brand]: vars.color.brandAccent,
    [vars.color.brandHover]: vars.color.brandAccentHover,
    [vars.color.brandActive]: vars.color.brandAccentActive,
    [vars.color.textOnBrand]: vars.color.textOnBrandAccent,
  },
})
globalStyle(`${topBar} nav`, {
  display: 'none',
  '@media': { [desktop]: { display: 'block' } },
  vars: { [vars.color.brand]: vars.color.textOnBrand },
})
globalStyle(`${topBar} nav a`, { minHeight: 56, textTransform: 'uppercase' })

/** Desktop: an 88 px rail of category icons under the bar. */
export const iconRail = style({})
globalStyle(`${frame} > ${iconRail}`, {
  display: 'none',
  '@media': {
    [desktop]: {
      gridArea: 'rail',
      display: 'flex',
      position: 'sticky',
      top: 56,
      alignSelf: 'start',
      width: 88,
      height: 'calc(100dvh - 56px)',
      background: vars.color.surfaceSunken,
    },
  },
})
globalStyle(`${frame} > ${iconRail} a[aria-current="page"]`, {
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
})

/** Phones: everything the tabs leave out, in a panel over the page. */
export const more = style({
  display: 'none',
  position: 'fixed',
  inset: '0 0 60px 0',
  zIndex: 25,
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  selectors: { '&[data-open="true"]': { display: 'grid', alignContent: 'start', gap: vars.space.md } },
  '@media': { [desktop]: { selectors: { '&[data-open="true"]': { display: 'none' } } } },
})
export const moreAccount = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const moreMenu = style({})
globalStyle(`${moreMenu} ul`, { flexWrap: 'wrap' })
globalStyle(`${moreMenu} a`, { color: vars.color.text })

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  width: '100%',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  '@media': { [desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
})

/** Columns: about, help pages and a games column. */
export const footer = style({ gridArea: 'footer' })
globalStyle(`${frame} > ${footer}`, {
  '@media': {
    [desktop]: { gridTemplateColumns: '2fr 1fr 1fr', padding: `${vars.space.xxl} ${vars.space.lg}` },
  },
})
globalStyle(`${frame} > ${footer} > nav:first-of-type ul`, {
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: 0,
})
export const footerGames = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs })
globalStyle(`${footerGames} ul`, { display: 'grid', margin: 0, padding: 0, listStyle: 'none' })
globalStyle(`${footerGames} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  color: vars.color.text,
  textDecorationColor: vars.color.border,
  textUnderlineOffset: 3,
})
export const footerHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  textTransform: vars.font.headingTransform as 'none',
  letterSpacing: vars.font.headingLetterSpacing,
})

export const phones = style({ '@media': { [desktop]: { display: 'none' } } })
