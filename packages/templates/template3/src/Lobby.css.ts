import { bare, chipButton, lobbyTitle } from '@lobbykit/ui/lobbyStyles'
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

export const providers = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  ...bare,
})
export const providersLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  float: 'left',
  minHeight: 36,
  marginRight: vars.space.xs,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
})
export const chip = style(chipButton(vars.color.surfaceRaised, true))

/** The wall's name band sits in the brand colour under each tile. */
globalStyle(`${lobby} [data-block="game-card"] button:first-child > span:last-child`, {
  borderTopColor: vars.color.brandAccent,
})

/** The rail lists the categories on desktop; phones get them here. */
export const phoneCategories = style({ minWidth: 0, '@media': { [desktop]: { display: 'none' } } })
