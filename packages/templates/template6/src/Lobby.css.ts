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

/**
 * The search and the favourites on one line, provider and order side by side on the next (phones); one line on
 * desktop. Labels muted over their boxes, the favourites framed like the cards.
 */
export const tools = style({
  gridArea: 'tools',
  ...filterRow(vars.space.sm, { '@media': { [desktop]: { gap: vars.space.md } } }),
})
export const search = style({
  flex: '1 1 160px',
  '@media': { [desktop]: { flex: '1 1 220px', maxWidth: 340 } },
})
globalStyle(`${search} label`, { color: vars.color.textMuted })
globalStyle(`${search} input`, { borderRadius: vars.radius.sm })
export const provider = style(labelledField('1 1 140px', 260, { minWidth: 0 }))
export const sort = style(labelledField('1 1 140px', 220, { minWidth: 0 }))
export const label = style(fieldLabel({ color: vars.color.textMuted }))
export const select = style(
  selectBox({ border: `1px solid ${vars.color.textMuted}`, radius: vars.radius.sm }),
)
export const favourites = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 'none',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `3px double ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.textOnBrand },
  },
})
export const results = style({ gridArea: 'results', minWidth: 0 })
