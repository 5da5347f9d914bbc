import * as layout from '@lobbykit/ui/layoutStyles'
import { headerParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const page = style(layout.pageFrame())
globalStyle(layout.everyBox(page), layout.borderBox)
globalStyle(layout.focusables(page), layout.focusOutline)

/** The skip link drops in as a pill at the top centre when it takes focus. */
export const skip = style({
  position: 'fixed',
  zIndex: 50,
  top: vars.space.sm,
  left: '50%',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  ...layout.slideInOnFocus('translate(-50%, -300%)', 'translate(-50%, 0)'),
})

/** The header floats: a sticky band of page colour holding a brand-coloured pill with a deep shadow. */
export const float = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  padding: vars.space.sm,
  background: vars.color.surface,
  '@media': { [desktop]: { padding: `${vars.space.md} ${vars.space.lg}` } },
})

export const pill = style({})
globalStyle(`${float} ${pill}`, {
  maxWidth: 1180,
  margin: '0 auto',
  minHeight: 60,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.md}`,
  ...layout.onBrand,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.lg,
  '@media': { [desktop]: { padding: `${vars.space.sm} ${vars.space.lg}` } },
})
/** On the brand colour everything reads in the on-brand colour; the one call to action is a page-colour pill. */
globalStyle(`${float} ${pill} a, ${float} ${pill} button, ${float} ${pill} span`, {
  color: vars.color.textOnBrand,
})
globalStyle(`${float} ${pill} ${headerParts.actions} > button`, {
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.textOnBrand}`,
  background: 'transparent',
})
globalStyle(`${float} ${pill} ${headerParts.actions} > button:hover`, { background: vars.color.brandHover })
globalStyle(`${float} ${pill} ${headerParts.actions} > ${headerParts.language}`, {
  borderColor: 'transparent',
})
globalStyle(
  `${float} ${pill} ${headerParts.actions} > button:last-child:not([aria-label]), ${float} ${pill} ${headerParts.actions} > div + button`,
  { background: vars.color.surface, borderColor: vars.color.surface, color: vars.color.text },
)
globalStyle(`${float} ${pill} nav`, layout.desktopOnly(desktop))
globalStyle(`${float} ${pill} nav a[aria-current="page"]`, {
  background: vars.color.surface,
  color: vars.color.text,
})
globalStyle(`${float} ${pill} nav a:hover`, { background: vars.color.brandHover })
globalStyle(`${float} ${pill} nav a[aria-current="page"]:hover`, { background: vars.color.surfaceRaised })
globalStyle(`${float} ${pill} img`, { borderRadius: '50%' })

/** Category chips stick under the floating header. */
export const strip = style({})
globalStyle(`${page} > ${strip}`, {
  ...layout.stickyStrip(76),
  padding: `0 ${vars.space.md}`,
  '@media': { [desktop]: { top: 92 } },
})
globalStyle(`${page} > ${strip} > ul`, { maxWidth: 1280, margin: '0 auto' })
globalStyle(`${page} > ${strip} a`, { borderRadius: vars.radius.pill, whiteSpace: 'nowrap' })

/** Phones: a sheet over the page, above the tab bar, with the account, the menu and every category. */
export const sheet = style({
  display: 'none',
  ...layout.overlay('0 0 60px 0', 25),
  color: vars.color.text,
  selectors: { '&[data-open="true"]': { display: 'block' } },
  '@media': { [desktop]: { display: 'none', selectors: { '&[data-open="true"]': { display: 'none' } } } },
})
export const sheetAccount = style({ ...layout.buttonRow, marginBottom: vars.space.md })
/** The ui rail inside the sheet: full width, no edge, pill links. */
export const sheetNav = style({})
globalStyle(`${sheet} > ${sheetNav}`, { width: 'auto', padding: 0, borderRight: 'none' })
globalStyle(`${sheet} > ${sheetNav} a`, { color: vars.color.text, borderRadius: vars.radius.pill })
globalStyle(`${sheet} > ${sheetNav} a[aria-current="page"]`, { color: vars.color.textOnBrand })

export const main = style(layout.mainColumn(desktop, 1280))

/** The brand footer: the site's name as a giant wordmark over the links and the legal line. */
export const footer = style({})
globalStyle(`${page} > ${footer}`, {
  background: vars.color.surfaceRaised,
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [desktop]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
})
/** Fizz's wordmark: lower-case, tight and bubbly, in the brand colour (decorative: the logo names the site). */
export const wordmark = style({
  order: -1,
  gridColumn: '1 / -1',
  margin: `0 0 ${vars.space.md}`,
  font: `${vars.font.weightBold} clamp(3rem, 11vw, 8rem) / 0.85 ${vars.font.heading}`,
  letterSpacing: '-0.04em',
  textTransform: 'lowercase',
  color: vars.color.brand,
  overflowWrap: 'anywhere',
})

export const phoneOnly = style(layout.desktopHidden(desktop))
