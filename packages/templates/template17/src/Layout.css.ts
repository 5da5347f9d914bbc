import * as layout from '@lobbykit/ui/layoutStyles'
import { headerParts, logoParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** The page frame: a 272 px rail beside the content column at desktop; a top bar on phones. */
export const page = style({
  ...layout.pageFrame(),
  '@media': {
    [desktop]: { display: 'grid', gridTemplateColumns: '272px minmax(0, 1fr)', alignItems: 'start' },
  },
})

globalStyle(layout.everyBox(page), layout.borderBox)
globalStyle(layout.focusables(page), layout.focusOutline)

/** The skip link slides out of the rail's edge when it takes focus. */
export const skip = style({
  position: 'fixed',
  zIndex: 50,
  top: vars.space.md,
  left: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  ...layout.onAccent,
  fontWeight: vars.font.weightBold,
  ...layout.slideInOnFocus('translateX(-110%)'),
})

export const rail = style([layout.railFrame(desktop), { background: vars.color.surfaceSunken }])

/** The ui header: a top bar on phones; in the rail, the logo over the account area. */
export const header = style({})
globalStyle(`${rail} ${header}`, {
  flex: 'none',
  minHeight: 60,
  '@media': { [desktop]: { ...layout.stackedHeader(vars.space.md, vars.space.lg), borderBottom: 0 } },
})
globalStyle(`${rail} ${header} ${headerParts.actions}`, {
  '@media': { [desktop]: { justifyContent: 'flex-start', flexWrap: 'wrap' } },
})
globalStyle(`${rail} ${header} ${headerParts.menu}`, layout.desktopHidden(desktop))
globalStyle(`${rail} ${header} ${logoParts.link}`, {
  color: vars.color.brand,
  fontFamily: vars.font.heading,
  letterSpacing: vars.font.headingLetterSpacing,
})
globalStyle(`${rail} ${header} img`, { borderRadius: '50%' })

/** On phones the rail is a drawer under the top bar; at desktop it is always there. */
export const drawer = style({
  display: 'none',
  position: 'fixed',
  inset: '60px 0 0 0',
  zIndex: 30,
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  selectors: { '&[data-open="true"]': { display: 'block' } },
  '@media': {
    [desktop]: {
      display: 'flex',
      flexDirection: 'column',
      flex: 1,
      position: 'static',
      padding: `0 ${vars.space.sm} ${vars.space.md}`,
      background: 'transparent',
      overflowY: 'visible',
    },
  },
})

export const sideRail = style({})
globalStyle(`${drawer} ${sideRail}`, {
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  overflowY: 'visible',
})
globalStyle(`${drawer} ${sideRail} a`, { fontSize: vars.font.sizeMd, color: vars.color.text })
globalStyle(`${drawer} ${sideRail} a[aria-current="page"]`, { color: vars.color.textOnBrand })

export const railFoot = style({
  ...layout.buttonRow,
  marginTop: vars.space.lg,
  ...layout.desktopHidden(desktop),
})

export const column = style(layout.sideColumn)

export const main = style({ display: 'block', width: '100%', flex: 1, ...layout.mainPadding(desktop) })

/** Galaxy's minimal footer: one band of links and the legal line, on the page surface. */
export const footer = style({})
globalStyle(`${column} ${footer}`, {
  background: vars.color.surface,
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [desktop]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
})
