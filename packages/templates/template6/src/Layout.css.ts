import { headerParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const page = style({
  minHeight: '100dvh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: 1.5,
})

globalStyle(`${page} *, ${page} *::before, ${page} *::after`, { boxSizing: 'border-box' })

export const skip = style({
  position: 'absolute',
  left: 8,
  top: -64,
  zIndex: 50,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: 8 } },
})

/** The header sits on the brand band: links in the on-brand colour, buttons as light plaques. */
export const band = style({
  background: vars.color.brand,
  color: vars.color.textOnBrand,
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
globalStyle(`${band} ${headerParts.menu}`, { '@media': { [desktop]: { display: 'none' } } })
globalStyle(`${band} nav`, { display: 'none', '@media': { [desktop]: { display: 'block' } } })
globalStyle(`${band} nav a, ${band} nav a[aria-current="page"]`, {
  color: vars.color.textOnBrand,
  textTransform: 'uppercase',
  letterSpacing: '0.14em',
  fontWeight: vars.font.weightRegular,
})

export const drawer = style({
  position: 'fixed',
  inset: '60px 0 0 0',
  zIndex: 30,
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [desktop]: { display: 'none' } },
})
export const drawerButton = style({
  minHeight: 44,
  marginBottom: vars.space.md,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
})
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

export const main = style({
  display: 'block',
  width: '100%',
  maxWidth: '1320px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  '@media': { [desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
})

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
