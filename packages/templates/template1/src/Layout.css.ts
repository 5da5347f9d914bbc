import * as layout from '@lobbykit/ui/layoutStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** Harbor's content column: 1280 px at most, centred; bars keep their content to it. */
const column = { maxWidth: '1280px', marginInline: 'auto', width: '100%' } as const
const gutter = `max(${vars.space.md}, calc((100% - 1280px) / 2))`

export const page = style(layout.pageFrame())
globalStyle(layout.everyBox(page), layout.borderBox)

export const skip = style(layout.skipTab())

/** The top bar: the menu shows from the desktop breakpoint; phones reach it through the tab bar's drawer. */
export const header = style({ paddingInline: gutter, '@media': { [desktop]: { columnGap: vars.space.lg } } })
globalStyle(`${header} nav`, layout.desktopOnly(desktop))
globalStyle(`${header} img`, { borderRadius: '50%' })

/** The category chips stick under the 64 px bar. */
export const strip = style([
  layout.stickyStrip(64),
  { paddingInline: `max(${vars.space.md}, calc((100% - 1280px) / 2 + ${vars.space.lg}))` },
])
globalStyle(`${strip} a`, { fontWeight: vars.font.weightRegular })
globalStyle(`${strip} a[aria-current="page"]`, { fontWeight: vars.font.weightBold })

export const drawer = style([
  layout.phoneSheet(desktop, '64px 0 60px 0', 25),
  { display: 'grid', alignContent: 'start', gap: vars.space.sm },
])
export const drawerRail = style({ width: 'auto', border: 0, padding: 0, overflow: 'visible' })
export const drawerLanguage = style([
  layout.plainButton,
  layout.focusVisible,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    justifySelf: 'start',
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weightBold,
  },
])

export const main = style({ ...column, display: 'block', ...layout.mainPadding(desktop) })

/** Three columns from 640 px: the brand and links, then Harbor's own games column. */
export const footer = style({
  paddingInline: gutter,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '2fr 1.4fr 1fr' } },
})
export const footerGames = style(layout.footerColumn)
export const footerHeading = style(layout.footerHeading)
globalStyle(`${footerGames} ul`, { flexDirection: 'column', gap: 0 })
globalStyle(`${footerGames} a`, { minHeight: 32, padding: 0, color: vars.color.text })
globalStyle(`${footer} p`, { maxWidth: '40ch' })

export const phoneOnly = style(layout.desktopHidden(desktop))
