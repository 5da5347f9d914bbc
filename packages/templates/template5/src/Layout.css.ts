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
  paddingBottom: 72,
  '@media': { [desktop]: { paddingBottom: 0 } },
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

/** The header floats as a glowing pill, away from the page edges. */
export const header = style({
  top: 8,
  width: 'calc(100% - 16px)',
  maxWidth: 1180,
  margin: 8,
  minHeight: 60,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.lg,
  '@media': {
    [desktop]: {
      top: 16,
      width: 'calc(100% - 48px)',
      margin: `${vars.space.md} auto`,
      padding: `${vars.space.sm} ${vars.space.lg}`,
    },
  },
})
// The pill menu lives in the header on desktop; phones reach it through the tab bar.
globalStyle(`${header} nav`, { display: 'none', '@media': { [desktop]: { display: 'block' } } })

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
export const sheetLanguage = style({
  minHeight: 44,
  marginBottom: vars.space.md,
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
})
export const sheetRail = style({ width: '100%', border: 0, background: 'transparent', padding: 0 })
globalStyle(`${sheetRail} > div:nth-child(2) ul`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
})

export const main = style({
  display: 'block',
  width: '100%',
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  '@media': { [desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
})

export const tabBar = style({ '@media': { [desktop]: { display: 'none' } } })

export const footer = style({
  color: vars.color.text,
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': {
    [desktop]: {
      gridTemplateColumns: '1fr auto',
      alignItems: 'end',
      padding: `${vars.space.xxl} ${vars.space.lg}`,
    },
  },
})
globalStyle(`${footer} > p:last-child`, { gridColumn: 'auto' })

/** The site name, huge, above the links: Neon's signature footer. */
export const wordmark = style({
  order: -1,
  gridColumn: '1 / -1',
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: 'clamp(2.5rem, 9vw, 7.5rem)',
  lineHeight: 0.9,
  letterSpacing: '-0.02em',
  textTransform: vars.font.headingTransform as 'none',
  color: vars.color.brand,
  overflowWrap: 'anywhere',
})
