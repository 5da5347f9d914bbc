import * as layout from '@lobbykit/ui/layoutStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** Header across the top; on desktop the icon rail runs down the left of the page and its footer. */
export const page = style({
  ...layout.pageFrame(),
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"header" "main" "footer"',
  gridTemplateRows: 'auto 1fr auto',
  paddingBottom: 72,
  '@media': {
    [desktop]: {
      gridTemplateColumns: '88px minmax(0, 1fr)',
      gridTemplateAreas: '"header header" "rail main" "rail footer"',
      paddingBottom: 0,
    },
  },
})

globalStyle(layout.everyBox(page), layout.borderBox)

export const skip = style(layout.skipTab(false))

export const header = style({ gridArea: 'header', minHeight: 61 })
globalStyle(`${header} button`, { whiteSpace: 'nowrap' })
globalStyle(`${header} nav`, layout.desktopOnly(desktop))
globalStyle(`${header} nav a`, { ...layout.capitals('0.14em'), fontWeight: vars.font.weightRegular })

export const rail = style({
  gridArea: 'rail',
  display: 'none',
  width: 88,
  '@media': { [desktop]: layout.stuckUnder(64) },
})
globalStyle(`${rail} a[aria-current="page"]`, { ...layout.railCurrent, color: vars.color.brand })

export const sheet = style([layout.phoneSheet(desktop, '0 0 64px 0', 30), { color: vars.color.text }])
export const sheetButton = style([
  layout.plainButton,
  { marginBottom: vars.space.sm, ...layout.capitals('0.08em') },
])
export const sheetRail = style({ width: '100%', padding: 0, border: 0, background: 'transparent' })

export const main = style({ gridArea: 'main', display: 'block', minWidth: 0, ...layout.mainPadding(desktop) })

export const footer = style({ gridArea: 'footer', borderTopWidth: 4, color: vars.color.text })

export const tabs = style(layout.desktopHidden(desktop))
