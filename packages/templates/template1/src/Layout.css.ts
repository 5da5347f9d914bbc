import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** Harbor's content column: 1280 px at most, centred. */
const column = { maxWidth: '1280px', marginInline: 'auto', width: '100%' } as const

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

/** The top bar: the menu shows from the desktop breakpoint; phones reach it through the tab bar's drawer. */
export const header = style({
  paddingInline: `max(${vars.space.md}, calc((100% - 1280px) / 2))`,
  '@media': { [desktop]: { columnGap: vars.space.lg } },
})
globalStyle(`${header} nav`, { display: 'none', '@media': { [desktop]: { display: 'block' } } })
globalStyle(`${header} img`, { borderRadius: '50%' })

/** The category chips stick under the 64 px bar. */
export const strip = style({
  position: 'sticky',
  top: 64,
  zIndex: 15,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingInline: `max(${vars.space.md}, calc((100% - 1280px) / 2 + ${vars.space.lg}))`,
})
globalStyle(`${strip} a`, { fontWeight: vars.font.weightRegular })
globalStyle(`${strip} a[aria-current="page"]`, { fontWeight: vars.font.weightBold })

export const drawer = style({
  position: 'fixed',
  inset: '64px 0 60px 0',
  zIndex: 25,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [desktop]: { display: 'none' } },
})
export const drawerRail = style({ width: 'auto', border: 0, padding: 0, overflow: 'visible' })
export const drawerLanguage = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  justifySelf: 'start',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const main = style({
  ...column,
  display: 'block',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  '@media': { [desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
})

/** Three columns from 640 px: the brand and links, then Harbor's own games column. */
export const footer = style({
  paddingInline: `max(${vars.space.md}, calc((100% - 1280px) / 2))`,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '2fr 1.4fr 1fr' } },
})
export const footerGames = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs })
export const footerHeading = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
})
globalStyle(`${footerGames} ul`, { flexDirection: 'column', gap: 0 })
globalStyle(`${footerGames} a`, { minHeight: 32, padding: 0, color: vars.color.text })
globalStyle(`${footer} p`, { maxWidth: '40ch' })

export const phoneOnly = style({ '@media': { [desktop]: { display: 'none' } } })
