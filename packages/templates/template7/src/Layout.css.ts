import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** Header across the top; on desktop the icon rail runs down the left of the page and its footer. */
export const page = style({
  minHeight: '100dvh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: 1.5,
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

globalStyle(`${page} *, ${page} *::before, ${page} *::after`, { boxSizing: 'border-box' })

export const skip = style({
  position: 'absolute',
  left: 8,
  top: -64,
  zIndex: 50,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  selectors: { '&:focus': { top: 8 } },
})

export const header = style({ gridArea: 'header', minHeight: 61 })
globalStyle(`${header} button`, { whiteSpace: 'nowrap' })
globalStyle(`${header} nav`, { display: 'none', '@media': { [desktop]: { display: 'block' } } })
globalStyle(`${header} nav a`, {
  textTransform: 'uppercase',
  letterSpacing: '0.14em',
  fontWeight: vars.font.weightRegular,
})

export const rail = style({
  gridArea: 'rail',
  display: 'none',
  width: 88,
  '@media': {
    [desktop]: {
      display: 'flex',
      position: 'sticky',
      top: 64,
      alignSelf: 'start',
      height: 'calc(100dvh - 64px)',
      background: vars.color.surfaceSunken,
    },
  },
})
globalStyle(`${rail} a[aria-current="page"]`, {
  color: vars.color.brand,
  background: vars.color.surfaceRaised,
  boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
})

export const sheet = style({
  position: 'fixed',
  inset: '0 0 64px 0',
  zIndex: 30,
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [desktop]: { display: 'none' } },
})
export const sheetButton = style({
  minHeight: 44,
  marginBottom: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  cursor: 'pointer',
})
export const sheetRail = style({ width: '100%', padding: 0, border: 0, background: 'transparent' })

export const main = style({
  gridArea: 'main',
  display: 'block',
  minWidth: 0,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  '@media': { [desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
})

export const footer = style({ gridArea: 'footer', borderTopWidth: 4, color: vars.color.text })

export const tabs = style({ '@media': { [desktop]: { display: 'none' } } })
