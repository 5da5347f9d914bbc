import * as layout from '@lobbykit/ui/layoutStyles'
import { headerParts, logoParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  ...layout.pageFrame(),
})
globalStyle(layout.everyBox(shell), layout.borderBox)
globalStyle(layout.focusables(shell), layout.focusOutline)

/** Slides down from above the bar on focus, outlined in the brand colour. */
export const skip = style({
  position: 'absolute',
  zIndex: 50,
  left: vars.space.md,
  top: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.brand}`,
  borderTop: 0,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  ...layout.slideInOnFocus('translateY(-120%)'),
})

/** The top bar: headline-face logo, the site menu underlined at desktop; the menu button only on phones. */
export const topBar = style({})
globalStyle(`${shell} > ${topBar}`, { minHeight: 60, paddingInline: vars.space.md })
globalStyle(`${shell} > ${topBar} ${headerParts.menu}`, layout.desktopHidden(desktop))
globalStyle(`${shell} > ${topBar} nav`, layout.desktopOnly(desktop))
globalStyle(`${shell} > ${topBar} ${logoParts.link}`, {
  '@media': { [desktop]: { fontSize: vars.font.sizeXl } },
})

/** Category tabs stick under the bar; the current one is a solid accent block. */
export const tabStrip = style({})
globalStyle(`${shell} > ${tabStrip}`, layout.stickyStrip(64, vars.color.surfaceRaised))
globalStyle(`${shell} > ${tabStrip} > ul`, { padding: 0, border: 0 })
globalStyle(`${shell} > ${tabStrip} a`, {
  minHeight: 48,
  paddingInline: vars.space.md,
  borderRight: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
})
globalStyle(`${shell} > ${tabStrip} a[aria-current="page"]`, layout.onAccent)

/** Phones: the menu drawer drops under the bar. */
export const drawer = style([
  layout.overlay('64px 0 60px 0', 25),
  { display: 'grid', alignContent: 'start', gap: vars.space.md },
  layout.desktopHidden(desktop),
])
export const drawerRail = style({})
globalStyle(`${drawer} > ${drawerRail}`, { width: 'auto', padding: 0, border: 0, overflow: 'visible' })
globalStyle(`${drawer} > ${drawerRail} a`, { color: vars.color.text, fontSize: vars.font.sizeMd })
globalStyle(`${drawer} > ${drawerRail} a[aria-current="page"]`, { color: vars.color.textOnBrand })
export const drawerTools = style(layout.buttonRow)

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1360,
  margin: '0 auto',
  ...layout.mainPadding(desktop),
})

/** Brand footer: the site's name set huge in the headline face above the centred links. */
export const footer = style({})
globalStyle(`${shell} > ${footer}`, { paddingBlock: vars.space.xl })
export const wordmark = style({
  order: -1,
  margin: 0,
  maxWidth: '100%',
  fontFamily: vars.font.heading,
  fontSize: 'clamp(3rem, 12vw, 9rem)',
  lineHeight: 0.85,
  textTransform: 'uppercase',
  color: vars.color.text,
  borderBottom: `8px solid ${vars.color.brand}`,
  overflowWrap: 'anywhere',
})

export const phoneBar = style(layout.desktopHidden(desktop))
