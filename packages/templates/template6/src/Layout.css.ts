import * as layout from '@lobbykit/ui/layoutStyles'
import { headerParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const page = style(layout.pageFrame())
globalStyle(layout.everyBox(page), layout.borderBox)

export const skip = style(layout.skipTab())

/** The header sits on the brand band: links in the on-brand colour, buttons as light plaques. */
export const band = style({
  ...layout.onBrand,
  borderBottom: 0,
  boxShadow: vars.shadow.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  '@media': { [desktop]: { padding: `${vars.space.sm} ${vars.space.lg} 0` } },
})
globalStyle(`${band} a, ${band} span`, { color: vars.color.textOnBrand })
globalStyle(`${band} button`, {
  background: vars.color.surface,
  color: vars.color.text,
  borderColor: vars.color.surface,
})
globalStyle(`${band} button:hover`, { background: vars.color.surfaceRaised })
globalStyle(`${band} button span`, { color: 'inherit' })
// The drawer button is for phones; the second row (the menu) for desktop.
globalStyle(`${band} ${headerParts.menu}`, layout.desktopHidden(desktop))
globalStyle(`${band} nav`, layout.desktopOnly(desktop))
globalStyle(`${band} nav a, ${band} nav a[aria-current="page"]`, {
  color: vars.color.textOnBrand,
  ...layout.capitals('0.14em'),
  fontWeight: vars.font.weightRegular,
})

export const drawer = style([layout.phoneSheet(desktop, '60px 0 0 0', 30), { color: vars.color.text }])
export const drawerButton = style([
  layout.plainButton,
  { marginBottom: vars.space.md, borderRadius: vars.radius.md },
])
export const drawerRail = style({ width: '100%', border: 0, padding: 0, background: 'transparent' })

/** The icon strip of game categories on a sunken band under the header. */
export const strip = style({
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
})
globalStyle(`${strip} ul`, {
  maxWidth: '1320px',
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  gap: vars.space.xs,
})
globalStyle(`${strip} a`, {
  width: 'auto',
  minWidth: 76,
  height: 'auto',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  borderRadius: vars.radius.md,
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
})

export const main = style(layout.mainColumn(desktop, '1320px'))

export const footer = style({
  color: vars.color.text,
  borderTop: `3px double ${vars.color.brand}`,
})

/** The site name, engraved in serif capitals, closes the page under a double rule. */
export const wordmark = style({
  gridColumn: '1 / -1',
  justifySelf: 'center',
  margin: `${vars.space.md} 0 0`,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightRegular,
  fontSize: 'clamp(2.25rem, 8vw, 6rem)',
  letterSpacing: '0.08em',
  textAlign: 'center',
  color: vars.color.brand,
})
