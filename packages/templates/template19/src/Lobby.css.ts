import { bare, chipButton, mutedPlaceholder, pillInput } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })

/** Title and a count bubble on one line. */
export const head = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm })
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: `clamp(${vars.font.sizeXl}, 4vw, ${vars.font.sizeHero})`,
  lineHeight: 1.1,
})
export const count = style({
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
})

export const chips = style({ minWidth: 0 })
globalStyle(`${chips} a`, { borderRadius: vars.radius.pill })

/** One row at desktop: the search pill, then the provider toggles; stacked on phones. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': {
    [desktop]: { gridTemplateColumns: 'minmax(220px, 320px) minmax(0, 1fr)', alignItems: 'center' },
  },
})
export const search = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  ':focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
globalStyle(`${search} input`, { ...pillInput, outline: 'none' })
globalStyle(`${search} input::placeholder`, mutedPlaceholder)

export const providers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minWidth: 0,
  ...bare,
})
export const provider = style({ display: 'inline-flex', alignItems: 'center', ...chipButton('transparent') })

/** Rounded tiles: the art takes Fizz's big corner radius. */
export const grid = style({ minWidth: 0 })
globalStyle(`${grid} [data-block="game-card"] > button:first-child > span:first-child`, {
  borderRadius: vars.radius.lg,
})
