import { headerParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** Desktop: a 256 px rail beside the content column. Phones: one column under a sticky top bar. */
export const page = style([
  {
    background: vars.color.surface,
    color: vars.color.text,
    font: `${vars.font.sizeMd} / 1.5 ${vars.font.body}`,
  },
  {
    minHeight: '100dvh',
    '@media': {
      [desktop]: { display: 'grid', gridTemplateColumns: '256px minmax(0, 1fr)', alignItems: 'start' },
    },
  },
])
globalStyle(`${page} *, ${page} *::before, ${page} *::after`, { boxSizing: 'border-box' })

/** The skip link waits above the rail's corner and slides in on focus. */
export const skip = style({
  position: 'fixed',
  insetInlineStart: vars.space.sm,
  top: vars.space.sm,
  zIndex: 60,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  transform: 'translateY(-200%)',
  ':focus': { transform: 'none' },
})

export const rail = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  '@media': {
    [desktop]: {
      height: '100dvh',
      display: 'flex',
      flexDirection: 'column',
      overflowY: 'auto',
      background: vars.color.surfaceRaised,
      borderRight: `1px solid ${vars.color.border}`,
    },
  },
})

/** In the rail the header stands as a block: the logo, then the account area wrapping beneath it. */
export const header = style({
  '@media': {
    [desktop]: {
      flexShrink: 0,
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"logo" "actions"',
      rowGap: vars.space.md,
      padding: vars.space.lg,
    },
  },
})
globalStyle(`${header} img`, { borderRadius: '50%' })
globalStyle(`${header} ${headerParts.actions}`, {
  '@media': { [desktop]: { flexWrap: 'wrap', justifyContent: 'flex-start', rowGap: vars.space.sm } },
})

/** The rail's menu: always there on desktop; on phones a drawer above the tab bar, shown by "More". */
export const railBody = style({
  position: 'fixed',
  inset: '52px 0 60px 0',
  zIndex: 25,
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [desktop]: {
      position: 'static',
      flex: 1,
      overflowY: 'visible',
      selectors: { '&[hidden]': { display: 'flex' } },
    },
  },
})
export const sideRail = style({
  width: 'auto',
  flex: 1,
  border: 0,
  overflowY: 'visible',
  background: 'transparent',
})
globalStyle(`${sideRail} a`, { fontWeight: vars.font.weightRegular })
globalStyle(`${sideRail} a[aria-current="page"]`, { fontWeight: vars.font.weightBold })
export const language = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  margin: vars.space.md,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  '@media': { [desktop]: { display: 'none' } },
})

export const column = style({ minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: '100dvh' })

export const main = style({
  flex: 1,
  display: 'block',
  width: '100%',
  maxWidth: '1320px',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  '@media': { [desktop]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxl}` } },
})

/** The minimal footer: links and the legal line on the page's own surface. */
export const footer = style({ background: vars.color.surface, paddingInline: vars.space.lg })

export const phoneOnly = style({ '@media': { [desktop]: { display: 'none' } } })
