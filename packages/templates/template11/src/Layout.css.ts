import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** The cabinet: top bar across, the icon rail down the left beside the screen and the footer (desktop). */
export const cabinet = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"bar" "screen" "footer"',
  alignContent: 'start',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: 1.4,
  '@media': {
    [desktop]: {
      gridTemplateColumns: '84px minmax(0, 1fr)',
      gridTemplateAreas: '"bar bar" "rail screen" "rail footer"',
    },
  },
})
globalStyle(`${cabinet} *, ${cabinet} *::before, ${cabinet} *::after`, { boxSizing: 'border-box' })

export const skip = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: 60,
  padding: vars.space.sm,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  transform: 'translateY(-120%)',
  ':focus': { transform: 'none' },
})

/** Block navigation in capitals; the current page is a solid brand block. */
export const topBar = style({})
globalStyle(`${cabinet} > ${topBar}`, { gridArea: 'bar', minHeight: 60 })
globalStyle(`${topBar} nav`, { display: 'none', '@media': { [desktop]: { display: 'block' } } })
globalStyle(`${topBar} nav a`, { minHeight: 56, textTransform: 'uppercase', letterSpacing: '0.06em' })

/** The icon rail: sticky under the bar, desktop only. */
export const iconRail = style({})
globalStyle(`${cabinet} > ${iconRail}`, {
  gridArea: 'rail',
  display: 'none',
  '@media': {
    [desktop]: {
      display: 'flex',
      position: 'sticky',
      top: 64,
      alignSelf: 'start',
      height: 'calc(100dvh - 64px)',
      background: vars.color.surfaceSunken,
    },
  },
})
globalStyle(`${iconRail} a[aria-current="page"]`, {
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
})

/** The phone game-select drawer over the page, above the tab bar. */
export const gameSelect = style({
  position: 'fixed',
  inset: '0 0 calc(60px + env(safe-area-inset-bottom)) 0',
  zIndex: 28,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceSunken,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [desktop]: { display: 'none' } },
})
export const gameSelectActions = style({ display: 'flex', gap: vars.space.sm })

export const screen = style({
  gridArea: 'screen',
  minWidth: 0,
  padding: vars.space.md,
  '@media': { [desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
})

export const footer = style({})
globalStyle(`${cabinet} > ${footer}`, {
  gridArea: 'footer',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

export const phoneOnly = style({ '@media': { [desktop]: { display: 'none' } } })
