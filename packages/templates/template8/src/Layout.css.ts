import { headerParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { createVar, globalStyle, style } from '@vanilla-extract/css'
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

const ink = createVar()
const paper = createVar()
const paperRaised = createVar()
const onBrand = createVar()
const brandDeep = createVar()

/**
 * The bar is brand-coloured. Its direct children swap the theme's roles (from copies the bar takes, so no
 * role refers to itself): the ui blocks inside draw on-brand text, light pills for the current page and
 * light buttons, all from the theme's own contrast pairs.
 */
export const bar = style({
  vars: {
    [ink]: vars.color.text,
    [paper]: vars.color.surface,
    [paperRaised]: vars.color.surfaceRaised,
    [onBrand]: vars.color.textOnBrand,
    [brandDeep]: vars.color.brandHover,
  },
  minHeight: 56,
  background: vars.color.brand,
  borderBottom: 0,
  '@media': { [desktop]: { padding: `${vars.space.xs} ${vars.space.lg}` } },
})
globalStyle(`${bar} > *`, {
  vars: {
    [vars.color.text]: onBrand,
    [vars.color.textMuted]: onBrand,
    [vars.color.border]: onBrand,
    [vars.color.surfaceSunken]: brandDeep,
    [vars.color.brand]: paper,
    [vars.color.brandHover]: paperRaised,
    [vars.color.textOnBrand]: ink,
  },
})
// Text the children inherit must resolve the swapped role too.
globalStyle(`${bar} > *`, { color: vars.color.text })
globalStyle(`${bar} ${headerParts.menu}`, { '@media': { [desktop]: { display: 'none' } } })
globalStyle(`${bar} nav`, { display: 'none', '@media': { [desktop]: { display: 'block' } } })

export const chips = style({
  position: 'sticky',
  top: 56,
  zIndex: 15,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})
globalStyle(`${chips} ul`, {
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
})
globalStyle(`${chips} a`, { minHeight: 40 })

export const panel = style({
  position: 'fixed',
  inset: '56px 0 0 0',
  zIndex: 30,
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [desktop]: { display: 'none' } },
})
export const panelRail = style({ width: '100%', padding: 0, border: 0, background: 'transparent' })
export const panelButton = style({
  minHeight: 44,
  marginTop: vars.space.md,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
})

export const main = style({
  display: 'block',
  width: '100%',
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  '@media': { [desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
})

/** One line: links then the legal notice, no logo column. */
export const footer = style({
  background: vars.color.surfaceRaised,
  '@media': { [desktop]: { gridTemplateColumns: '1fr auto', alignItems: 'center' } },
})
globalStyle(`${footer} > p:last-child`, { '@media': { [desktop]: { gridColumn: 'auto' } } })
