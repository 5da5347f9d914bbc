import { mutedPlaceholder, pillInput } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
export const titleRow = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 320px', alignItems: 'end' } },
})
export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: `clamp(${vars.font.sizeXl}, 6vw, ${vars.font.sizeHero})`,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  textTransform: 'uppercase',
  letterSpacing: vars.font.headingLetterSpacing,
})
export const find = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  ':focus-within': { borderColor: vars.color.focus },
})
globalStyle(`${find} input`, pillInput)
globalStyle(`${find} input::placeholder`, mutedPlaceholder)

export const providerTabs = style({ display: 'grid', gap: vars.space.md })

/** Wide cards with a brand rule on top and Impact names. */
export const cards = style({})
globalStyle(`${cards} [data-block="game-card"] > button:first-child`, {
  borderTop: `4px solid ${vars.color.brand}`,
})
globalStyle(`${cards} [data-block="game-card"] > button:first-child > span:nth-child(2) > span:first-child`, {
  fontFamily: vars.font.heading,
  textTransform: 'uppercase',
})
