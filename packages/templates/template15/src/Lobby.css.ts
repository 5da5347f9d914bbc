import { bare, centredHead, fieldLabel as label, lobbyTally, solidButton } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

const focus = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 }
/** Fortune's gold rim: the ring every coin, select and toggle of the lobby wears. */
const rim = { boxShadow: `inset 0 0 0 3px ${vars.color.brandAccent}, ${vars.shadow.sm}` }
/** Struck solid gold: a picked coin, a pressed toggle. */
const struck = { background: vars.color.brandAccent, color: vars.color.textOnBrandAccent }

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
export const head = style(centredHead)
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: `clamp(${vars.font.sizeXl}, 5vw, ${vars.font.sizeHero})`,
})
export const count = style(lobbyTally())
/** The category chips: one sideways line on phones, wrapped and centred at desktop. */
export const categories = style({ minWidth: 0 })
globalStyle(`${categories} > ul`, {
  '@media': { [desktop]: { flexWrap: 'wrap', justifyContent: 'center', overflowX: 'visible' } },
})

/** The search, then the sort and favourites side by side on phones; one centred line at desktop. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'center',
  gap: vars.space.sm,
  '@media': { [desktop]: { gap: vars.space.md } },
})
export const search = style({ flex: '1 1 100%', '@media': { [desktop]: { flex: '0 1 320px' } } })
export const sort = style({
  display: 'grid',
  gap: vars.space.xxs,
  flex: '1 1 140px',
  '@media': { [desktop]: { flex: '0 1 200px' } },
})
export const fieldLabel = style(label())
export const rimmed = style({
  ...rim,
  minHeight: 44,
  width: '100%',
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': focus,
})
/** Favourites: a gold-rimmed pill with its heart; pressed, it is struck gold like a picked coin. */
export const favourites = style({
  ...rim,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':focus-visible': focus,
  selectors: { '&[aria-pressed="true"]': struck },
})

/** The coins and the select of the rest of the providers. */
export const providers = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, minWidth: 0 })
/**
 * Providers as a row of gold-rimmed coins; the chosen one is struck solid gold. Phones: one sideways line;
 * desktop: wrapped and centred.
 */
export const coins = style({
  display: 'flex',
  justifyContent: 'safe center',
  gap: vars.space.sm,
  ...bare,
  width: 'calc(100% + 8px)',
  minWidth: 0,
  // Room for the coins' rims and the focus ring inside the scroller, its edge still on the column's.
  padding: 4,
  marginInline: -4,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '@media': { [desktop]: { flexWrap: 'wrap', justifyContent: 'center', overflowX: 'visible' } },
})
export const legend = style({
  width: '100%',
  padding: 0,
  marginBottom: vars.space.xs,
  textAlign: 'center',
  font: `${vars.font.weightBold} ${vars.font.sizeSm} ${vars.font.body}`,
})
export const coin = style({
  ...rim,
  position: 'relative',
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 72,
  minHeight: 44,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': struck,
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})
/** The radio itself covers the whole coin, drawn as nothing: the coin is its target for pointer and keyboard. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  appearance: 'none',
  borderRadius: 'inherit',
  cursor: 'pointer',
})
/** "More providers": the rest of the catalogue's providers in a gold-rimmed pill select. */
export const more = style({})
globalStyle(`${more} select`, { ...rim, minHeight: 44, border: 0, paddingInline: vars.space.md })

/** "Clear filters" under a search that found nothing: a red lacquer button. */
export const reset = style(solidButton(vars.radius.pill))
