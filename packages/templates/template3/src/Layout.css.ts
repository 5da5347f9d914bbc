import * as layout from '@lobbykit/ui/layoutStyles'
import { headerParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** Desktop: a 256 px rail beside the content column. Phones: one column under a sticky top bar. */
export const page = style([
  {
    background: vars.color.surface,
    color: vars.color.text,
    font: `${vars.font.sizeMd} / 1.5 ${vars.font.body}`,
  },
  {
    minHeight: '100dvh',
    '@media': {
      [desktop]: { display: 'grid', gridTemplateColumns: '256px minmax(0, 1fr)', alignItems: 'start' },
    },
  },
])
globalStyle(layout.everyBox(page), layout.borderBox)

/** The skip link waits above the rail's corner and slides in on focus. */
export const skip = style({
  position: 'fixed',
  insetInlineStart: vars.space.sm,
  top: vars.space.sm,
  zIndex: 60,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  ...layout.onBrand,
  ...layout.slideInOnFocus('translateY(-200%)'),
})

export const rail = style([
  layout.railFrame(desktop),
  { '@media': { [desktop]: { background: vars.color.surfaceRaised } } },
])

/** In the rail the header stands as a block: the logo, then the account area wrapping beneath it. */
export const header = style({
  '@media': { [desktop]: { flexShrink: 0, ...layout.stackedHeader(vars.space.md, vars.space.lg) } },
})
globalStyle(`${header} img`, { borderRadius: '50%' })
globalStyle(`${header} ${headerParts.actions}`, {
  '@media': { [desktop]: { flexWrap: 'wrap', justifyContent: 'flex-start', rowGap: vars.space.sm } },
})

/** The rail's menu: always there on desktop; on phones a drawer above the tab bar, shown by "More". */
export const railBody = style({
  position: 'fixed',
  inset: '52px 0 60px 0',
  zIndex: 25,
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [desktop]: {
      position: 'static',
      flex: 1,
      overflowY: 'visible',
      selectors: { '&[hidden]': { display: 'flex' } },
    },
  },
})
export const sideRail = style({
  width: 'auto',
  flex: 1,
  border: 0,
  overflowY: 'visible',
  background: 'transparent',
})
globalStyle(`${sideRail} a`, { fontWeight: vars.font.weightRegular })
globalStyle(`${sideRail} a[aria-current="page"]`, { fontWeight: vars.font.weightBold })
export const language = style([
  layout.plainButton,
  layout.focusVisible,
  layout.desktopHidden(desktop),
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, margin: vars.space.md },
  { borderRadius: vars.radius.pill },
])

export const column = style(layout.sideColumn)

export const main = style([
  { flex: 1, display: 'block', width: '100%', maxWidth: '1320px' },
  layout.mainPadding(desktop),
  { '@media': { [desktop]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxl}` } } },
])

/** The minimal footer: links and the legal line on the page's own surface. */
export const footer = style({ background: vars.color.surface, paddingInline: vars.space.lg })

export const phoneOnly = style(layout.desktopHidden(desktop))
