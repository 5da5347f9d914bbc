import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl })
globalStyle(`${home} h2`, { fontSize: vars.font.sizeXl })

/** The jackpot panel and the four hot games: stacked on phones, side by side on desktop. */
export const top = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)', alignItems: 'stretch' } },
})
export const jackpot = style({
  padding: vars.space.lg,
  background: vars.color.surfaceSunken,
  border: `2px solid ${vars.color.brandAccent}`,
  borderRadius: vars.radius.lg,
  '@media': { [desktop]: { padding: vars.space.xxl } },
})
globalStyle(`${jackpot} h1`, {
  order: 1,
  fontSize: `clamp(${vars.font.sizeXl}, 4vw, ${vars.font.sizeHero})`,
  lineHeight: 1.05,
})
globalStyle(`${jackpot} > div`, { gap: vars.space.sm })

export const odometer = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: 3,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.5rem, 3.6vw, 3rem)',
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  whiteSpace: 'nowrap',
})
export const readOut = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
export const drum = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.1ch',
  padding: '0.1em 0.06em',
  borderRadius: vars.radius.sm,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  boxShadow: vars.shadow.md,
})
export const mark = style({ alignSelf: 'end', color: vars.color.text })

export const quick = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  alignContent: 'center',
})

// One column no wider than the section: an implicit (auto) column grew to the widest card's text and pushed
// the section past a 390 px screen, its "See all" link off the themed background.
export const block = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
})

export const ranking = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})
export const rankRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 })
globalStyle(`${rankRow} > div`, { flex: 1 })
export const rank = style({
  minWidth: '1.4ch',
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeHero,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  textAlign: 'right',
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
})

/** Replaces the grid's own auto-fill columns with Obsidian's fixed counts. */
export const dense = style({
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(8, minmax(0, 1fr))' },
  },
})
