import * as layout from '@lobbykit/ui/layoutStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** Quest's content is 1400 px wide at most; the bars run edge to edge around it. */
const edge = `max(${vars.space.md}, calc((100% - 1400px) / 2 + ${vars.space.lg}))`

export const page = style(layout.pageFrame())
globalStyle(layout.everyBox(page), layout.borderBox)

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: 0,
  zIndex: 50,
  padding: vars.space.sm,
  ...layout.onBrand,
  ...layout.slideInOnFocus('translateY(-200%)', 'translateY(8px)'),
})

/** The bar: the menu button only on phones, the underlined menu only on desktop. */
export const topBar = style({})
globalStyle(`${page} > ${topBar}`, { paddingInline: edge })
globalStyle(`${topBar} button[aria-expanded]`, layout.desktopHidden(desktop))
globalStyle(`${topBar} nav`, layout.desktopOnly(desktop))
globalStyle(`${topBar} nav a`, { fontSize: vars.font.sizeMd, color: vars.color.text })

export const drawer = style(layout.phoneSheet(desktop, 0, 40))
export const drawerHead = style(layout.buttonRow)
export const drawerRail = style({})
globalStyle(`${drawer} > ${drawerRail}`, { width: '100%', padding: 0, border: 0, marginTop: vars.space.md })

/** Category tabs with their icons on a raised band; the current one filled with the accent. */
export const tabStrip = style({
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingInline: edge,
})
globalStyle(`${tabStrip} ul`, { borderBottom: 0, paddingBlock: 0 })
globalStyle(`${tabStrip} a`, { minHeight: 52, color: vars.color.text })
globalStyle(`${tabStrip} a[aria-current="page"]`, {
  ...layout.onAccent,
  borderBottomColor: vars.color.brand,
})

export const main = style(layout.mainColumn(desktop, '1400px'))

export const footer = style({})
globalStyle(`${page} > ${footer}`, { paddingInline: edge })
export const motto = style({
  gridColumn: '1 / -1',
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.heading,
  color: vars.color.text,
})
