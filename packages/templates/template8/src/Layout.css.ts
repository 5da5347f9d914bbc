import * as layout from '@lobbykit/ui/layoutStyles'
import { headerParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { createVar, globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const page = style(layout.pageFrame())
globalStyle(layout.everyBox(page), layout.borderBox)

export const skip = style(layout.skipTab())

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
globalStyle(`${bar} ${headerParts.menu}`, layout.desktopHidden(desktop))
globalStyle(`${bar} nav`, layout.desktopOnly(desktop))

export const chips = style(layout.stickyStrip(56))
globalStyle(`${chips} ul`, {
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
})
globalStyle(`${chips} a`, { minHeight: 40 })

export const panel = style([layout.phoneSheet(desktop, '56px 0 0 0', 30), { color: vars.color.text }])
export const panelRail = style({ width: '100%', padding: 0, border: 0, background: 'transparent' })
export const panelButton = style([
  layout.plainButton,
  { marginTop: vars.space.md, borderRadius: vars.radius.pill, fontWeight: vars.font.weightBold },
])

export const main = style(layout.mainColumn(desktop, '1440px'))

/** One line: links then the legal notice, no logo column. */
export const footer = style({
  background: vars.color.surfaceRaised,
  '@media': { [desktop]: { gridTemplateColumns: '1fr auto', alignItems: 'center' } },
})
globalStyle(`${footer} > p:last-child`, { '@media': { [desktop]: { gridColumn: 'auto' } } })
