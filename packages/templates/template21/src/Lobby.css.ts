import { mutedPlaceholder, pillInput, solidButton } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
/** The title, then the search; the sort and favourites side by side under it on phones, all on one line at desktop. */
export const titleRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"heading heading" "find find" "sort favourites"',
  gap: vars.space.sm,
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(200px, 300px) auto auto',
      gridTemplateAreas: '"heading find sort favourites"',
      alignItems: 'end',
    },
  },
})
/** A control of the title line: a box with Arena's 2 px edge, raised off the page. */
const box = {
  minHeight: 44,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
} as const
const focus = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 }
export const heading = style({
  gridArea: 'heading',
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: `clamp(${vars.font.sizeXl}, 6vw, ${vars.font.sizeHero})`,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  textTransform: 'uppercase',
  letterSpacing: vars.font.headingLetterSpacing,
})
export const find = style({
  ...box,
  gridArea: 'find',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  ':focus-within': { borderColor: vars.color.focus },
})
globalStyle(`${find} input`, pillInput)
globalStyle(`${find} input::placeholder`, mutedPlaceholder)

/** The sort: its label inside the box, before the select. */
export const sort = style({
  ...box,
  gridArea: 'sort',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  paddingInlineStart: vars.space.sm,
  ':focus-within': { borderColor: vars.color.focus },
})
export const sortLabel = style({
  color: vars.color.textMuted,
  fontSize: '0.75rem',
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
})
export const sortSelect = style({
  ...pillInput,
  paddingInlineEnd: vars.space.xs,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  outline: 'none',
})
/** Favourites: a box with its heart; pressed, it is lit in the accent like the picked tab. */
export const favourites = style({
  ...box,
  gridArea: 'favourites',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  cursor: 'pointer',
  ':focus-visible': focus,
  '@media': { [desktop]: { padding: `0 ${vars.space.md}` } },
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
      color: vars.color.textOnBrandAccent,
    },
  },
})

/** The rest of the providers, in a select over the tab strip's start. */
export const more = style({ justifySelf: 'start' })
globalStyle(`${more} select`, { minHeight: 40 })

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

/** "Clear filters" under a search that found nothing: a solid brand button. */
export const reset = style(solidButton(vars.radius.md))
