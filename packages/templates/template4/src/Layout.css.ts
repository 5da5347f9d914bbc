import * as layout from '@lobbykit/ui/layoutStyles'
import { headerParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** The page frame; its skip link sits top-left in the brand colour until focused. */
export const page = style({
  minHeight: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: 1.45,
  color: vars.color.text,
  background: vars.color.surface,
})
globalStyle(layout.everyBox(page), layout.borderBox)
export const skip = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '-4rem',
  zIndex: 50,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  ...layout.onBrand,
  textTransform: 'uppercase',
  ':focus': { insetBlockStart: vars.space.sm },
})

/** Split header on desktop: the menu on the left, the wordmark centred, the account on the right. */
export const header = style({
  borderBottom: `3px solid ${vars.color.border}`,
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
      gridTemplateAreas: '"nav logo actions"',
      paddingInline: `max(${vars.space.md}, calc((100% - 1360px) / 2 + ${vars.space.lg}))`,
    },
  },
})
globalStyle(`${header} ${headerParts.menu}`, layout.desktopHidden(desktop))
globalStyle(`${header} nav`, layout.desktopOnly(desktop))
globalStyle(`${header} nav a`, { ...layout.capitals('0.06em'), paddingInline: vars.space.xs })
globalStyle(`${header} ${headerParts.logo} a`, { fontSize: vars.font.sizeXl })

/** The underlined category strip sticks under the header, its labels in condensed capitals. */
export const strip = style({
  position: 'sticky',
  top: 64,
  zIndex: 15,
  background: vars.color.surface,
  paddingInline: `max(${vars.space.md}, calc((100% - 1360px) / 2 + ${vars.space.lg}))`,
})
globalStyle(`${strip} ul`, { paddingTop: 0 })
globalStyle(`${strip} a`, { ...layout.capitals('0.06em'), paddingInline: vars.space.sm })

/** The phone drawer: a panel from the right edge holding the pages and games as icon tiles. */
export const drawer = style({
  position: 'fixed',
  inset: '0 0 0 auto',
  zIndex: 40,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(340px, 90vw)',
  background: vars.color.surfaceRaised,
  borderLeft: `3px solid ${vars.color.brandAccent}`,
  boxShadow: vars.shadow.lg,
  ...layout.phoneOnlyPanel(desktop),
})
export const drawerHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const tiles = style({ width: '100%', flex: 1, border: 0 })
globalStyle(`${tiles} ul`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
})
globalStyle(`${tiles} ul a`, { border: `1px solid ${vars.color.border}` })

export const main = style(layout.mainColumn(desktop, '1360px'))

export const footer = style({
  borderTop: `3px solid ${vars.color.border}`,
  paddingInline: `max(${vars.space.md}, calc((100% - 1360px) / 2))`,
})
globalStyle(`${footer} nav a`, { ...layout.capitals('0.04em'), fontSize: vars.font.sizeSm })
