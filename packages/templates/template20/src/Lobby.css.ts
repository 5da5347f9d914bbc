import { fieldLabel, lobbyHeadRow, selectBox, solidButton } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
export const head = style(
  lobbyHeadRow({ borderBottom: `4px solid ${vars.color.brand}`, paddingBottom: vars.space.xs }),
)
/** Condensed capitals, scoreboard-tight. */
export const title = style({
  margin: 0,
  font: `${vars.font.weightBold} clamp(${vars.font.sizeXl}, 4vw, ${vars.font.sizeHero}) / 1 ${vars.font.heading}`,
  textTransform: 'uppercase',
  letterSpacing: vars.font.headingLetterSpacing,
})
export const count = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })

/** Name and provider, sort and favourites two by two on phones, one line at desktop: as compact as the rest of Pitch. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 320px) minmax(0, 240px) minmax(0, 200px) auto',
      justifyContent: 'start',
    },
  },
})
export const filter = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 })
export const filterLabel = style(fieldLabel({ color: vars.color.textMuted, textTransform: 'uppercase' }))
export const control = style(selectBox({ minHeight: 40, radius: vars.radius.sm, focusRing: false }))
/** Favourites: a square key the height of the fields; pressed, it is lit in the brand colour. */
export const favourites = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
    },
  },
})

/** "Clear filters" under a search that found nothing: a square brand key. */
export const reset = style(solidButton(vars.radius.sm))

/** List rows with square corners and a brand edge on hover. */
export const rows = style({ minWidth: 0 })
globalStyle(`${rows} [data-block="game-card"] > button:first-child`, { borderRadius: vars.radius.sm })
globalStyle(`${rows} [data-block="game-card"] > button:first-child:hover`, {
  boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
})
