import * as layout from '@lobbykit/ui/layoutStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** Palazzo's content column: 1200 px, centred; bars run full width with their content in the column. */
const column = `max(${vars.space.lg}, calc((100% - 1200px) / 2 + ${vars.space.lg}))`

export const page = style(layout.pageFrame())
globalStyle(layout.everyBox(page), layout.borderBox)

export const skip = style(layout.skipTab())

/** Two rows: logo and account, then the underlined site menu (desktop only; phones have bottom tabs). */
export const header = style({})
globalStyle(`${page} > ${header}`, {
  boxShadow: vars.shadow.md,
  position: 'relative',
  '@media': { [desktop]: { paddingInline: column, paddingTop: vars.space.md } },
})
globalStyle(`${header} nav`, layout.desktopOnly(desktop))
globalStyle(`${header} nav a`, { fontWeight: vars.font.weightRegular, fontSize: vars.font.sizeMd })

/** The categories as a row of tabs under the header, the current one filled. */
export const strip = style([
  layout.stickyStrip(0, vars.color.surfaceRaised),
  { '@media': { [desktop]: { paddingInline: column } } },
])
globalStyle(`${strip} ul`, { padding: 0, borderBottom: 0 })
globalStyle(`${strip} li + li a`, { borderLeft: `1px solid ${vars.color.border}` })
globalStyle(`${strip} a`, { minHeight: 48, color: vars.color.text })
globalStyle(`${strip} a[aria-current="page"]`, layout.onAccent)

export const drawer = style([
  layout.phoneSheet(desktop, '0 0 calc(60px + env(safe-area-inset-bottom)) 0', 25),
  { color: vars.color.text },
])
export const drawerAccount = style({ ...layout.buttonRow, marginBottom: vars.space.md })
export const drawerRail = style({})
globalStyle(`${drawer} ${drawerRail}`, { width: '100%', border: 0, padding: 0 })

export const main = style(layout.mainColumn(desktop, '1200px'))

/** Brand, help links and game links side by side on desktop. */
export const footer = style({})
globalStyle(`${page} > ${footer}`, {
  '@media': { [desktop]: { gridTemplateColumns: '2fr 1fr 1fr', paddingInline: column } },
})
export const footerGames = style(layout.footerColumn)
export const footerHeading = style([layout.footerHeading, { letterSpacing: vars.font.headingLetterSpacing }])
export const footerList = style(layout.bareList)
export const footerLink = style([layout.footerLink(32), { textUnderlineOffset: 3 }, layout.focusVisible])

export const phoneOnly = style(layout.desktopHidden(desktop))
