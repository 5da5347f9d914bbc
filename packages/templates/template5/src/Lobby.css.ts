import {
  bare,
  filterRow,
  lobbyHeadRow,
  lobbyTally,
  lobbyTitle,
  pickedChip,
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

export const tools = style(filterRow(vars.space.md))
export const search = style({ flex: '1 1 220px', maxWidth: 360 })
globalStyle(`${search} input`, { borderRadius: vars.radius.pill })

export const providers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  ...bare,
  minWidth: 0,
})
export const legend = style({
  float: 'left',
  width: '100%',
  marginBottom: vars.space.xxs,
  padding: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
})
export const providerChip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  ':focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 })
globalStyle(`${providerChip}:has(${radio}:checked)`, pickedChip)

/** Rounded tiles with a neon ring on hover. */
export const grid = style({})
globalStyle(`${grid} [data-block="game-card"] > button:hover > span:first-child`, {
  boxShadow: `0 0 0 3px ${vars.color.brandAccent}, ${vars.shadow.lg}`,
})

export const reset = style(solidButton(vars.radius.pill))
