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

export const tools = style(filterRow(vars.space.md, { gridArea: 'tools' }))
export const field = style(labelledField('1 1 220px', 360))
export const label = style(fieldLabel({ color: vars.color.text }))
export const select = style(selectBox())

export const results = style({ minWidth: 0, gridArea: 'results', display: 'grid', gap: vars.space.md })
globalStyle(`${results} [data-block="game-card"] > button`, { borderRadius: vars.radius.md })
export const reset = style({ justifySelf: 'center' })
