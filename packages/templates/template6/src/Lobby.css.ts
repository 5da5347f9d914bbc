import {
  fieldLabel,
  filterRow,
  labelledField,
  lobbyHeadRow,
  lobbyTally,
  lobbyTitle,
  railLobby,
  selectBox,
} from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style(railLobby(desktop, '220px'))
export const head = style({
  gridArea: 'head',
  ...lobbyHeadRow({ borderBottom: `3px double ${vars.color.brand}`, paddingBottom: vars.space.xs }),
})
export const title = style(lobbyTitle(desktop, { letterSpacing: vars.font.headingLetterSpacing }))
export const count = style(lobbyTally())

/** The category list: a sideways strip on phones, a sticky column beside the cards on desktop. */
export const sidebar = style({
  gridArea: 'side',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  overflowY: 'visible',
  '@media': { [desktop]: { position: 'sticky', top: 24 } },
})
globalStyle(`${sidebar} ul`, {
  flexDirection: 'row',
  overflowX: 'auto',
  '@media': { [desktop]: { flexDirection: 'column', overflowX: 'visible' } },
})
globalStyle(`${sidebar} p`, { display: 'none', '@media': { [desktop]: { display: 'block' } } })
globalStyle(`${sidebar} a`, { whiteSpace: 'nowrap', borderRadius: vars.radius.sm })
globalStyle(`${sidebar} a[aria-current="page"]`, {
  background: vars.color.brandSoft,
  color: vars.color.text,
  boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
})

export const tools = style({ gridArea: 'tools', ...filterRow(vars.space.md) })
export const field = style(labelledField('1 1 220px', 360))
export const label = style(fieldLabel({ color: vars.color.textMuted }))
export const select = style(selectBox({ focusRing: false }))
export const results = style({ gridArea: 'results', minWidth: 0 })
