import * as layout from '@lobbykit/ui/layoutStyles'
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
  ...layout.pageFrame(),
  '@media': {
    [desktop]: {
      gridTemplateColumns: '88px minmax(0, 1fr)',
      gridTemplateAreas: '"header header" "rail main" "rail footer"',
    },
  },
})
globalStyle(layout.everyBox(frame), layout.borderBox)
globalStyle(layout.focusables(frame), layout.focusOutline)

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
  ...layout.onAccent,
  ...layout.slideInOnFocus('translateY(-100%)'),
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
  ...layout.desktopOnly(desktop),
  vars: { [vars.color.brand]: vars.color.textOnBrand },
})
globalStyle(`${topBar} nav a`, { minHeight: 56, textTransform: 'uppercase' })

/** Desktop: an 88 px rail of category icons under the bar. */
export const iconRail = style({})
globalStyle(`${frame} > ${iconRail}`, {
  display: 'none',
  '@media': { [desktop]: { gridArea: 'rail', ...layout.stuckUnder(56), width: 88 } },
})
globalStyle(`${frame} > ${iconRail} a[aria-current="page"]`, layout.railCurrent)

/** Phones: everything the tabs leave out, in a panel over the page. */
export const more = style({
  display: 'none',
  ...layout.overlay('0 0 60px 0', 25),
  selectors: { '&[data-open="true"]': { display: 'grid', alignContent: 'start', gap: vars.space.md } },
  '@media': { [desktop]: { selectors: { '&[data-open="true"]': { display: 'none' } } } },
})
export const moreAccount = style(layout.buttonRow)
export const moreMenu = style({})
globalStyle(`${moreMenu} ul`, { flexWrap: 'wrap' })
globalStyle(`${moreMenu} a`, { color: vars.color.text })

export const main = style({ gridArea: 'main', minWidth: 0, width: '100%', ...layout.mainPadding(desktop) })

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
export const footerGames = style(layout.footerColumn)
globalStyle(`${footerGames} ul`, layout.bareList)
globalStyle(`${footerGames} a`, {
  ...layout.footerLink(32),
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

export const phones = style(layout.desktopHidden(desktop))
