import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 }

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
globalStyle(`${page} :where(a, button, input, select):focus-visible`, focusRing)

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

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  color: vars.color.brand,
  textDecoration: 'none',
  minWidth: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
  letterSpacing: vars.font.headingLetterSpacing,
  textTransform: vars.font.headingTransform as 'none',
  whiteSpace: 'nowrap',
})
export const logo = style({ display: 'block', flex: 'none', borderRadius: '50%' })
export const brandName = style({ overflow: 'hidden', textOverflow: 'ellipsis' })

export const header = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 20,
})

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '1320px',
  margin: '0 auto',
  minHeight: 60,
  padding: `${vars.space.sm} ${vars.space.md}`,
  '@media': { [desktop]: { display: 'grid', gridTemplateColumns: '1fr auto 1fr', minHeight: 76 } },
})
export const barEnd = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [desktop]: { justifySelf: 'end' } },
})

globalStyle(`${bar} > ${brand}`, { '@media': { [desktop]: { flexShrink: 0 } } })

globalStyle(`${bar} > ${brand}`, {
  '@media': { [desktop]: { justifySelf: 'center', fontSize: vars.font.sizeXl } },
})

export const mainNav = style({
  display: 'none',
  minWidth: 0,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': { [desktop]: { display: 'flex' } },
})
export const navList = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const navLink = style({
  alignItems: 'center',
  gap: vars.space.xs,
  textDecoration: 'none',
  color: vars.color.text,
  whiteSpace: 'nowrap',
  display: 'inline-flex',
  minHeight: 44,
  fontWeight: vars.font.weightBold,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  ':hover': { background: vars.color.surfaceSunken },
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.textOnBrand } },
})
globalStyle(`${navList} ${navLink}`, { fontSize: vars.font.sizeSm, paddingInline: vars.space.sm })
globalStyle(`${mainNav} ${navList}`, { flexWrap: 'nowrap' })

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })
const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.duration} ${vars.motion.easing}`,
} as const
export const loginButton = style({
  ...buttonBase,
  background: 'transparent',
  color: vars.color.text,
  borderColor: vars.color.border,
  ':hover': { background: vars.color.surfaceSunken },
})
export const joinButton = style({
  ...buttonBase,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  ':hover': { background: vars.color.brandHover },
})
export const iconButton = style({
  ...buttonBase,
  padding: 0,
  width: 40,
  background: 'transparent',
  color: vars.color.text,
  borderColor: vars.color.border,
})
export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  lineHeight: 1.2,
  textAlign: 'right',
})
export const balanceLabel = style({
  fontSize: '0.75rem',
  color: vars.color.textMuted,
  display: 'none',
  '@media': { [desktop]: { display: 'block' } },
})
export const balanceAmount = style({
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
})
export const language = style({
  ...buttonBase,
  padding: `0 ${vars.space.sm}`,
  background: 'transparent',
  color: vars.color.text,
  display: 'none',
  '@media': { [desktop]: { display: 'inline-flex' } },
})
export const menuButton = style({
  ...buttonBase,
  padding: 0,
  width: 44,
  minHeight: 44,
  background: 'transparent',
  color: vars.color.text,
  display: 'none',
})

globalStyle(`${account} ${loginButton}, ${account} ${iconButton}`, {
  '@media': { 'screen and (max-width: 419px)': { display: 'none' } },
})
export const drawerAccount = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
})
globalStyle(`${drawerAccount} ${loginButton}, ${drawerAccount} ${language}`, {
  display: 'inline-flex',
  color: vars.color.text,
  borderColor: vars.color.border,
})

export const drawer = style({
  position: 'fixed',
  inset: `0 0 64px 0`,
  zIndex: 30,
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [desktop]: { display: 'none' } },
})
export const drawerList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const drawerGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const drawerHeading = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
})
export const drawerLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.text,
      fontWeight: vars.font.weightBold,
    },
  },
})

export const strip = style({
  position: 'sticky',
  top: 60,
  zIndex: 15,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { top: 61 } },
})
export const stripList = style({
  display: 'flex',
  gap: vars.space.xs,
  maxWidth: '1320px',
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  overflowX: 'auto',
  listStyle: 'none',
  scrollbarWidth: 'none',
})
export const stripLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontSize: vars.font.sizeSm,
  ':hover': { background: vars.color.surfaceRaised },
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
      fontWeight: vars.font.weightBold,
    },
  },
})

export const main = style({
  display: 'block',
  width: '100%',
  maxWidth: '1320px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,

  '@media': { [desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
})

export const tabBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 25,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  '@media': { [desktop]: { display: 'none' } },
})
export const tabList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  width: '100%',
  minHeight: 60,
  padding: `${vars.space.xs} 0`,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: '0.75rem',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"], &[aria-expanded="true"]': {
      color: vars.color.brand,
      fontWeight: vars.font.weightBold,
    },
  },
})

export const footer = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xl} ${vars.space.md}`,
  fontSize: vars.font.sizeSm,

  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  '@media': { [desktop]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
})
export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  justifyContent: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const footerList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  color: vars.color.text,
  textDecorationColor: vars.color.border,
  textUnderlineOffset: 3,
  ':hover': { color: vars.color.brand },
})
export const footerBrand = style([brand, { color: vars.color.text }])
export const legal = style({
  margin: `${vars.space.lg} auto 0`,
  maxWidth: '1320px',
  color: vars.color.textMuted,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  justifyContent: 'center',
})
export const age = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: '50%',
  border: `2px solid currentColor`,
  fontWeight: vars.font.weightBold,
  flex: 'none',
})
