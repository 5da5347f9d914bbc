import * as layout from '@lobbykit/ui/layoutStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** Candy's bars run full width; their content keeps to a 1320 px column. */
const gutter = `max(${vars.space.lg}, calc((100% - 1320px) / 2 + ${vars.space.lg}))`

export const page = style(layout.pageFrame())
globalStyle(layout.everyBox(page), layout.borderBox)

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  zIndex: 50,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  ...layout.dropInOnFocus('-100px', vars.space.sm),
})

/** The header wears the accent colour: everything in it switches to the on-accent text colour. */
export const header = style({})
globalStyle(`${page} > ${header}`, {
  ...layout.onAccent,
  minHeight: 68,
  '@media': { [desktop]: { paddingInline: gutter } },
})
globalStyle(`${header} a, ${header} button[aria-label], ${header} span`, {
  color: vars.color.textOnBrandAccent,
})
globalStyle(`${header} button[aria-label]:hover`, { background: vars.color.brandAccentHover })
globalStyle(`${header} :focus-visible`, { outlineColor: vars.color.textOnBrandAccent })
globalStyle(`${header} nav`, layout.desktopOnly(desktop))
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
  ...layout.phoneOnlyPanel(desktop),
})
export const sheetActions = style(layout.buttonRow)
export const sheetMenu = style({ marginTop: vars.space.md })
globalStyle(`${sheetMenu} ul`, { flexWrap: 'wrap' })

export const main = style(layout.mainColumn(desktop, '1320px'))

/** The brand footer: the site name in giant letters over the links and the legal line. */
export const footer = style({})
globalStyle(`${page} > ${footer}`, {
  background: vars.color.surfaceRaised,
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [desktop]: { paddingInline: gutter, paddingBlock: vars.space.xxl } },
})
export const wordmark = style(layout.giantWordmark)

export const phoneOnly = style(layout.desktopHidden(desktop))
