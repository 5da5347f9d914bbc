import {
  bare,
  filterRow,
  lobbyHeadRow,
  lobbyTally,
  lobbyTitle,
  pickedChip,
  selectBox,
  solidButton,
  themedHeading,
} from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
export const head = style(lobbyHeadRow())
export const title = style(lobbyTitle(desktop, themedHeading))
export const count = style(lobbyTally())

/** The search, then the order and favourites pills: side by side on desktop, under the search on phones. */
export const tools = style(filterRow(vars.space.sm, { '@media': { [desktop]: { gap: vars.space.md } } }))
export const search = style({
  flex: '1 1 100%',
  '@media': { [desktop]: { flex: '1 1 220px', maxWidth: 360 } },
})
globalStyle(`${search} input`, { borderRadius: vars.radius.pill, paddingInline: vars.space.md })

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } as const

/** The order: its label over a pill select, growing to the favourites pill on phones. */
export const sort = style({
  display: 'grid',
  gap: vars.space.xxs,
  flex: '1 1 160px',
  minWidth: 0,
  maxWidth: 240,
})
export const sortLabel = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold })
export const sortSelect = style({
  ...selectBox({ border: `1px solid ${vars.color.textMuted}`, radius: vars.radius.pill }),
  paddingInline: vars.space.md,
  cursor: 'pointer',
})

/** Favourites: a pill with a heart; on, it glows in the accent like a picked chip. */
export const favourites = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 'none',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: { '&[aria-pressed="true"]': { ...pickedChip, boxShadow: vars.shadow.md } },
})

/**
 * The provider chips and "More providers": the chips one sideways row on phones (the padding keeps the focus
 * ring inside the scroller, the legend leads the row), wrapping under their legend on desktop.
 */
export const providerRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [desktop]: { alignItems: 'start', gap: vars.space.md } },
})
export const providers = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xs,
  ...bare,
  minWidth: 0,
  margin: '-6px 0 -6px -6px',
  padding: 6,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '@media': { [desktop]: { flexWrap: 'wrap', overflowX: 'visible', margin: 0, padding: 0 } },
})
export const legend = style({
  float: 'left',
  flex: 'none',
  marginRight: vars.space.xxs,
  padding: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  '@media': { [desktop]: { width: '100%', marginRight: 0, marginBottom: vars.space.xxs } },
})
export const providerChip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flex: 'none',
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  ':focus-within': focusRing,
})
/** "More providers" at the end of the chips' row on phones, at the end of the legend's line on desktop. */
export const more = style({ maxWidth: '45vw' })
export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 })
globalStyle(`${providerChip}:has(${radio}:checked)`, pickedChip)

/** Rounded tiles with a neon ring on hover. */
export const grid = style({})
globalStyle(`${grid} [data-block="game-card"] > button:hover > span:first-child`, {
  boxShadow: `0 0 0 3px ${vars.color.brandAccent}, ${vars.shadow.lg}`,
})

export const reset = style(solidButton(vars.radius.pill))
