import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** Palazzo's content column: 1200 px, centred; bars run full width with their content in the column. */
const column = `max(${vars.space.lg}, calc((100% - 1200px) / 2 + ${vars.space.lg}))`

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

/** Two rows: logo and account, then the underlined site menu (desktop only; phones have bottom tabs). */
export const header = style({})
globalStyle(`${page} > ${header}`, {
  boxShadow: vars.shadow.md,
  position: 'relative',
  '@media': { [desktop]: { paddingInline: column, paddingTop: vars.space.md } },
})
globalStyle(`${header} nav`, { display: 'none', '@media': { [desktop]: { display: 'block' } } })
globalStyle(`${header} nav a`, { fontWeight: vars.font.weightRegular, fontSize: vars.font.sizeMd })

/** The categories as a row of tabs under the header, the current one filled. */
export const strip = style({
  position: 'sticky',
  top: 0,
  zIndex: 15,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { paddingInline: column } },
})
globalStyle(`${strip} ul`, { padding: 0, borderBottom: 0 })
globalStyle(`${strip} li + li a`, { borderLeft: `1px solid ${vars.color.border}` })
globalStyle(`${strip} a`, { minHeight: 48, color: vars.color.text })
globalStyle(`${strip} a[aria-current="page"]`, {
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
})

export const drawer = style({
  position: 'fixed',
  inset: '0 0 calc(60px + env(safe-area-inset-bottom)) 0',
  zIndex: 25,
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [desktop]: { display: 'none' } },
})
export const drawerAccount = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
})
export const drawerRail = style({})
globalStyle(`${drawer} ${drawerRail}`, { width: '100%', border: 0, padding: 0 })

export const main = style({
  display: 'block',
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  '@media': { [desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
})

/** Brand, help links and game links side by side on desktop. */
export const footer = style({})
globalStyle(`${page} > ${footer}`, {
  '@media': { [desktop]: { gridTemplateColumns: '2fr 1fr 1fr', paddingInline: column } },
})
export const footerGames = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' })
export const footerHeading = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  letterSpacing: vars.font.headingLetterSpacing,
})
export const footerList = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' })
export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  color: vars.color.text,
  textUnderlineOffset: 3,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const phoneOnly = style({ '@media': { [desktop]: { display: 'none' } } })
