import {
  bare,
  chipButton,
  mutedPlaceholder,
  pickedChip,
  pillInput,
  solidButton,
} from '@lobbykit/ui/lobbyStyles'
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

const focus = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 }
/** A control as one of Fizz's pills: a raised, bordered capsule. */
const pill = {
  minHeight: 44,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
} as const

/**
 * Pills that wrap: on phones the search pill takes a line, the sort and favourites pills share the next, and the
 * provider toggles scroll sideways in one line; at desktop search, sort and favourites share the first line.
 */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
})
export const search = style({
  flex: '1 1 100%',
  '@media': { [desktop]: { flex: '0 1 320px' } },
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

/** The sort as a pill: its label inside, before the select. */
export const sort = style({
  ...pill,
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.md,
  ':focus-within': focus,
  '@media': { [desktop]: { flex: 'none' } },
})
export const sortLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  whiteSpace: 'nowrap',
})
export const sortSelect = style({
  ...pillInput,
  paddingInlineEnd: vars.space.sm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  outline: 'none',
})
/** Favourites: a pill with its heart; pressed, it is filled like a picked provider. */
export const favourites = style({
  ...pill,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.md}`,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':focus-visible': focus,
  selectors: { '&[aria-pressed="true"]': pickedChip },
})

/** The provider toggles and the pill select of the rest of the providers. */
export const providerRow = style({
  flex: '1 1 100%',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
})
export const providers = style({
  display: 'flex',
  gap: vars.space.xs,
  ...bare,
  flex: '1 1 100%',
  minWidth: 0,
  // Room for the focus ring inside the scroller, its edge still on the column's.
  padding: 4,
  marginInline: -4,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '@media': { [desktop]: { flex: '0 1 auto', flexWrap: 'wrap', overflowX: 'visible' } },
})
export const provider = style({
  display: 'inline-flex',
  alignItems: 'center',
  flex: 'none',
  whiteSpace: 'nowrap',
  ...chipButton('transparent', true),
})
export const more = style({})
globalStyle(`${more} select`, { minHeight: 36, border: `2px solid ${vars.color.border}` })

/** "Clear filters" under a search that found nothing: a big brand pill. */
export const reset = style(solidButton(vars.radius.pill))

/** Rounded tiles: the art takes Fizz's big corner radius. */
export const grid = style({ minWidth: 0 })
globalStyle(`${grid} [data-block="game-card"] > button:first-child > span:first-child`, {
  borderRadius: vars.radius.lg,
})
