import * as layout from '@lobbykit/ui/layoutStyles'
import { headerParts, logoParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

const railWidth = '224px'

export const page = style({
  ...layout.pageBase,
  lineHeight: 1.4,
  '@media': {
    [desktop]: { display: 'grid', gridTemplateColumns: `${railWidth} minmax(0, 1fr)`, alignItems: 'start' },
  },
})
globalStyle(layout.everyBox(page), layout.borderBox)

/** The skip link: a full-width bar over the top edge, shown on focus. */
export const skip = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 50,
  padding: vars.space.sm,
  textAlign: 'center',
  background: vars.color.text,
  color: vars.color.surface,
  ...layout.slideInOnFocus('translateY(-110%)'),
})

/** Phones: a sticky compact bar. Desktop: the full-height left column (logo, account, rail). */
export const rail = style([layout.railFrame(desktop), { background: vars.color.surfaceSunken }])

export const header = style({
  selectors: {
    [`${page} &`]: {
      '@media': { [desktop]: layout.stackedHeader(vars.space.sm, vars.space.md) },
    },
  },
})
globalStyle(`${header} ${headerParts.actions}`, {
  '@media': { [desktop]: { flexWrap: 'wrap', justifyContent: 'flex-start' } },
})
globalStyle(`${header} ${logoParts.link}`, { fontFamily: vars.font.heading })

export const sideRail = style({
  display: 'none',
  '@media': {
    [desktop]: { display: 'flex', flex: 1, width: '100%', borderRight: 0, background: 'transparent' },
  },
})

/** The rail again inside the phones' menu sheet: full width, no edge of its own. */
export const sheetRail = style({
  selectors: {
    '[role="dialog"] &': {
      width: '100%',
      padding: 0,
      border: 0,
      background: 'transparent',
      marginBottom: vars.space.md,
    },
  },
})

export const column = style(layout.sideColumn)

export const main = style({
  flex: 1,
  display: 'block',
  width: '100%',
  maxWidth: '1180px',
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
  '@media': { [desktop]: { padding: `${vars.space.md} ${vars.space.lg} ${vars.space.xl}` } },
})

export const footer = style({
  selectors: { [`${page} &`]: { background: vars.color.surface, fontFamily: vars.font.heading } },
})

export const phoneOnly = style(layout.desktopHidden(desktop))
