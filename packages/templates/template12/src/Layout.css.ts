import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** Quest's content is 1400 px wide at most; the bars run edge to edge around it. */
const edge = `max(${vars.space.md}, calc((100% - 1400px) / 2 + ${vars.space.lg}))`

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
  left: vars.space.md,
  top: 0,
  zIndex: 50,
  padding: vars.space.sm,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  transform: 'translateY(-200%)',
  ':focus': { transform: 'translateY(8px)' },
})

/** The bar: the menu button only on phones, the underlined menu only on desktop. */
export const topBar = style({})
globalStyle(`${page} > ${topBar}`, { paddingInline: edge })
globalStyle(`${topBar} button[aria-expanded]`, { '@media': { [desktop]: { display: 'none' } } })
globalStyle(`${topBar} nav`, { display: 'none', '@media': { [desktop]: { display: 'block' } } })
globalStyle(`${topBar} nav a`, { fontSize: vars.font.sizeMd, color: vars.color.text })

export const drawer = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [desktop]: { display: 'none' } },
})
export const drawerHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const drawerRail = style({})
globalStyle(`${drawer} > ${drawerRail}`, { width: '100%', padding: 0, border: 0, marginTop: vars.space.md })

/** Category tabs with their icons on a raised band; the current one filled with the accent. */
export const tabStrip = style({
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingInline: edge,
})
globalStyle(`${tabStrip} ul`, { borderBottom: 0, paddingBlock: 0 })
globalStyle(`${tabStrip} a`, { minHeight: 52, color: vars.color.text })
globalStyle(`${tabStrip} a[aria-current="page"]`, {
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  borderBottomColor: vars.color.brand,
})

export const main = style({
  display: 'block',
  width: '100%',
  maxWidth: '1400px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  '@media': { [desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
})

export const footer = style({})
globalStyle(`${page} > ${footer}`, { paddingInline: edge })
export const motto = style({
  gridColumn: '1 / -1',
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.heading,
  color: vars.color.text,
})
