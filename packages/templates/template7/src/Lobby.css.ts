import { filterRow, lobbyHeadRow, lobbyTally, lobbyTitle, themedHeading } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
export const head = style(lobbyHeadRow())
export const title = style(lobbyTitle(desktop, themedHeading))
export const count = style(lobbyTally())
export const tools = style(filterRow(vars.space.md))
export const search = style({ flex: '1 1 220px', maxWidth: 360 })

/** Provider switches in engraved capitals; the pressed one is underlined in the brand colour. */
export const makers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const maker = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  cursor: 'pointer',
  ':hover': { color: vars.color.text },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  selectors: { '&[aria-pressed="true"]': { color: vars.color.text, borderBottomColor: vars.color.brand } },
})

export const rows = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 })
