import {
  fieldLabel,
  filterRow,
  labelledField,
  lobbyHeadRow,
  lobbyTally,
  lobbyTitle,
  railLobby,
  selectBox,
  themedHeading,
} from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style(railLobby(desktop, '240px'))
export const head = style(lobbyHeadRow({ gridArea: 'head' }))
export const title = style(lobbyTitle(desktop, themedHeading))
export const count = style(lobbyTally())

/** The category rail: a sideways-scrolling row on phones, a sticky column beside the games on desktop. */
export const side = style({
  minWidth: 0,
  gridArea: 'side',
  '@media': { [desktop]: { position: 'sticky', top: 64 } },
})
globalStyle(`${side} > nav`, {
  width: 'auto',
  padding: 0,
  background: 'transparent',
  border: 0,
  overflow: 'visible',
})
globalStyle(`${side} ul`, {
  flexDirection: 'row',
  overflowX: 'auto',
  paddingBottom: vars.space.xs,
  '@media': { [desktop]: { flexDirection: 'column', overflowX: 'visible' } },
})
globalStyle(`${side} a`, {
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weightRegular,
  color: vars.color.text,
})
globalStyle(`${side} a[aria-current="page"]`, {
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
})

/**
 * The search with the favourites toggle beside it, then the provider and sort pickers side by side (a row of
 * their own on phones); on desktop all four share one row.
 */
export const tools = style(filterRow(vars.space.md, { gridArea: 'tools', rowGap: vars.space.sm }))
export const search = style(
  labelledField('1 1 50%', 360, { minWidth: 0, '@media': { [desktop]: { flexBasis: 220 } } }),
)
globalStyle(`${search} input`, { minWidth: 0, width: '100%' })
export const provider = style(
  labelledField('1 1 40%', 280, { minWidth: 0, '@media': { [desktop]: { flexBasis: 160 } } }),
)
export const sort = style(
  labelledField('1 1 40%', 220, { minWidth: 0, '@media': { [desktop]: { flexBasis: 140 } } }),
)
export const label = style(fieldLabel({ color: vars.color.text }))
export const select = style(selectBox())

/** Favourites: a bordered button as tall as the fields, on a brand tint with its heart filled once it is on. */
export const favourites = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.brand },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand },
  },
})

export const results = style({ minWidth: 0, gridArea: 'results', display: 'grid', gap: vars.space.md })
globalStyle(`${results} [data-block="game-card"] > button`, { borderRadius: vars.radius.md })
export const reset = style({ justifySelf: 'center' })
