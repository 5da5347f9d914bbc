import * as layout from '@lobbykit/ui/layoutStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** The cabinet: top bar across, the icon rail down the left beside the screen and the footer (desktop). */
export const cabinet = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"bar" "screen" "footer"',
  alignContent: 'start',
  ...layout.pageFrame(1.4),
  '@media': {
    [desktop]: {
      gridTemplateColumns: '84px minmax(0, 1fr)',
      gridTemplateAreas: '"bar bar" "rail screen" "rail footer"',
    },
  },
})
globalStyle(layout.everyBox(cabinet), layout.borderBox)

export const skip = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: 60,
  padding: vars.space.sm,
  ...layout.onAccent,
  ...layout.slideInOnFocus('translateY(-120%)'),
})

/** Block navigation in capitals; the current page is a solid brand block. */
export const topBar = style({})
globalStyle(`${cabinet} > ${topBar}`, { gridArea: 'bar', minHeight: 60 })
globalStyle(`${topBar} nav`, layout.desktopOnly(desktop))
globalStyle(`${topBar} nav a`, { minHeight: 56, ...layout.capitals('0.06em') })

/** The icon rail: sticky under the bar, desktop only. */
export const iconRail = style({})
globalStyle(`${cabinet} > ${iconRail}`, {
  gridArea: 'rail',
  display: 'none',
  '@media': { [desktop]: layout.stuckUnder(64) },
})
globalStyle(`${iconRail} a[aria-current="page"]`, layout.railCurrent)

/** The phone game-select drawer over the page, above the tab bar. */
export const gameSelect = style([
  layout.phoneSheet(desktop, '0 0 calc(60px + env(safe-area-inset-bottom)) 0', 28),
  { display: 'grid', alignContent: 'start', gap: vars.space.md, background: vars.color.surfaceSunken },
])
export const gameSelectActions = style({ display: 'flex', gap: vars.space.sm })

export const screen = style([
  { gridArea: 'screen', minWidth: 0 },
  layout.mainPadding(desktop),
  { padding: vars.space.md },
])

export const footer = style({})
globalStyle(`${cabinet} > ${footer}`, {
  gridArea: 'footer',
  ...layout.capitals('0.04em'),
})

export const phoneOnly = style(layout.desktopHidden(desktop))
