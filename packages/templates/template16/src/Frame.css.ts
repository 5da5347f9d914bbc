import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

/** Saloon's wanted-poster frame round any list of ui poster cards: a double rule, a paper margin, square art. */
export const wanted = style({})
const card = `${wanted} [data-block="game-card"]`
globalStyle(`${card} > button`, {
  padding: vars.space.sm,
  paddingBottom: 0,
  borderRadius: vars.radius.sm,
  border: `3px double ${vars.color.brand}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
})
globalStyle(`${card} > button > span:first-child`, { aspectRatio: '4 / 5' })
globalStyle(`${card} > button > span:last-child`, {
  position: 'static',
  textAlign: 'center',
  borderTop: `3px double ${vars.color.brand}`,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})
