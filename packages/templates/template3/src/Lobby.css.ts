import { bare, chipButton, lobbyTitle, selectBox } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })

/** Title left, search right on desktop; stacked on phones. */
export const top = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 320px' } },
})
export const title = style(lobbyTitle(desktop))
export const search = style({ minWidth: 0 })

/** The providers beside the order and favourites on desktop; on phones the order and favourites go below. */
export const tools = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' } },
})

/**
 * The provider chips: one sideways row on phones (the padding keeps the focus ring inside the scroller),
 * wrapping lines on desktop.
 */
export const providers = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  ...bare,
  margin: -6,
  padding: 6,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '@media': { [desktop]: { flexWrap: 'wrap', overflowX: 'visible', margin: 0, padding: 0 } },
})
export const providersLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  float: 'left',
  flex: 'none',
  minHeight: 36,
  marginRight: vars.space.xs,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
})
export const chip = style({
  ...chipButton(vars.color.surfaceRaised, true),
  flex: 'none',
  whiteSpace: 'nowrap',
})
export const more = style({ flex: 'none' })

/** The order and the favourites: one row of pills, the sort's label beside its select. */
export const order = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })
export const sort = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 })
export const sortLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
})
export const sortSelect = style({
  ...selectBox({
    fullWidth: false,
    border: `1px solid ${vars.color.textMuted}`,
    radius: vars.radius.pill,
    background: vars.color.surfaceRaised,
  }),
  minWidth: 0,
  paddingInline: vars.space.md,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
})
export const favourites = style({ flex: 'none' })

/** The wall's name band sits in the brand colour under each tile. */
globalStyle(`${lobby} [data-block="game-card"] button:first-child > span:last-child`, {
  borderTopColor: vars.color.brandAccent,
})

/** The rail lists the categories on desktop; phones get them here. */
export const phoneCategories = style({ minWidth: 0, '@media': { [desktop]: { display: 'none' } } })
