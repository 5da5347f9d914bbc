import {
  fieldLabel,
  filterRow,
  labelledField,
  lobbyHeadRow,
  lobbyTally,
  lobbyTitle,
  selectBox,
  themedHeading,
} from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
export const head = style(lobbyHeadRow())
export const title = style(lobbyTitle(desktop, themedHeading))
export const count = style(lobbyTally())
export const tools = style(filterRow(vars.space.sm, { '@media': { [desktop]: { gap: vars.space.md } } }))
export const search = style({ flex: '1 1 220px', maxWidth: 360 })
/** The search's label in the same engraved capitals as the order's. */
globalStyle(`${search} label`, {
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontWeight: vars.font.weightRegular,
})
globalStyle(`${search} input`, { borderRadius: 0 })

/**
 * Provider switches in engraved capitals over a hairline; the pressed one is underlined in the brand colour. On
 * phones they run in one sideways line so the games start on the first screen; on desktop they wrap.
 */
export const makers = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { flexWrap: 'wrap', overflowX: 'visible' } },
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
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  ':hover': { color: vars.color.text },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  selectors: { '&[aria-pressed="true"]': { color: vars.color.text, borderBottomColor: vars.color.brand } },
})

export const rows = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 })

/** "More providers" closes the switches' line: a square box in the same engraved capitals. */
export const moreItem = style({
  display: 'flex',
  alignItems: 'center',
  flex: 'none',
  paddingLeft: vars.space.xs,
})
export const more = style({})
globalStyle(`${more} select`, {
  minHeight: 36,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
})

/** The order, a square box under an engraved label; beside the favourites on phones. */
export const sort = style(labelledField('1 1 150px', 220))
export const sortLabel = style(
  fieldLabel({ textTransform: 'uppercase', letterSpacing: '0.12em', fontWeight: vars.font.weightRegular }),
)
export const sortSelect = style(selectBox({ radius: '0', background: vars.color.surface }))

/** The favourites: a square, double-ruled toggle; pressed, the heart fills in the brand colour. */
export const favourites = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  flex: '0 0 auto',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  outline: `1px solid ${vars.color.border}`,
  outlineOffset: -4,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.brand },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brand, outlineColor: vars.color.brand } },
})
globalStyle(`${favourites}[aria-pressed="true"] svg`, { color: vars.color.brand })

/** One provider's row (its box may shrink below its cards' width: they scroll), and the grid of every other game under the rows. */
export const row = style({ minWidth: 0 })
export const rest = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })
