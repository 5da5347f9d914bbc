import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** Candy's bars run full width; their content keeps to a 1320 px column. */
const gutter = `max(${vars.space.lg}, calc((100% - 1320px) / 2 + ${vars.space.lg}))`

export const page = style({
  minHeight: '100dvh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: 1.5,
})
globalStyle(`${page} *, ${page} *::before, ${page} *::after`, { boxSizing: 'border-box' })

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '-100px',
  zIndex: 50,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  ':focus': { top: vars.space.sm },
})

/** The header wears the accent colour: everything in it switches to the on-accent text colour. */
export const header = style({})
globalStyle(`${page} > ${header}`, {
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  minHeight: 68,
  '@media': { [desktop]: { paddingInline: gutter } },
})
globalStyle(`${header} a, ${header} button[aria-label], ${header} span`, {
  color: vars.color.textOnBrandAccent,
})
globalStyle(`${header} button[aria-label]:hover`, { background: vars.color.brandAccentHover })
globalStyle(`${header} :focus-visible`, { outlineColor: vars.color.textOnBrandAccent })
globalStyle(`${header} nav`, { display: 'none', '@media': { [desktop]: { display: 'block' } } })
globalStyle(`${header} nav a[aria-current="page"]`, {
  background: vars.color.surface,
  color: vars.color.text,
})

// The account buttons: white pills (Join now, Deposit), Log in outlined in the on-accent colour.
globalStyle(`${header} button:not([aria-label])`, {
  background: vars.color.surface,
  color: vars.color.text,
  borderColor: vars.color.surface,
})
globalStyle(`${header} button:not([aria-label]):has(+ button:not([aria-label]))`, {
  background: 'transparent',
  color: vars.color.textOnBrandAccent,
  borderColor: vars.color.textOnBrandAccent,
})

/** Category icon tiles on a sunken band under the header. */
export const iconStrip = style({
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingInline: vars.space.md,
  '@media': { [desktop]: { paddingInline: gutter } },
})
globalStyle(`${iconStrip} a`, { width: 88, borderRadius: vars.radius.md })

/** The phone "More" sheet above the tab bar. */
export const sheet = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 'calc(60px + env(safe-area-inset-bottom))',
  zIndex: 25,
  maxHeight: '70dvh',
  overflowY: 'auto',
  padding: vars.space.md,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [desktop]: { display: 'none' } },
})
export const sheetActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const sheetMenu = style({ marginTop: vars.space.md })
globalStyle(`${sheetMenu} ul`, { flexWrap: 'wrap' })

export const main = style({
  display: 'block',
  width: '100%',
  maxWidth: '1320px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  '@media': { [desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
})

/** The brand footer: the site name in giant letters over the links and the legal line. */
export const footer = style({})
globalStyle(`${page} > ${footer}`, {
  background: vars.color.surfaceRaised,
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [desktop]: { paddingInline: gutter, paddingBlock: vars.space.xxl } },
})
export const wordmark = style({
  order: -1,
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: 'clamp(2.5rem, 9vw, 7.5rem)',
  lineHeight: 0.9,
  letterSpacing: '-0.02em',
  color: vars.color.brand,
  overflowWrap: 'anywhere',
})

export const phoneOnly = style({ '@media': { [desktop]: { display: 'none' } } })
