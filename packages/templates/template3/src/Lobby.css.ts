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
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  '@media': { [desktop]: { fontSize: vars.font.sizeHero } },
})
export const search = style({ minWidth: 0 })

export const providers = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
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
export const chip = style({
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
      color: vars.color.textOnBrandAccent,
      fontWeight: vars.font.weightBold,
    },
  },
})

/** The wall's name band sits in the brand colour under each tile. */
globalStyle(`${lobby} [data-block="game-card"] button:first-child > span:last-child`, {
  borderTopColor: vars.color.brandAccent,
})

/** The rail lists the categories on desktop; phones get them here. */
export const phoneCategories = style({ minWidth: 0, '@media': { [desktop]: { display: 'none' } } })
