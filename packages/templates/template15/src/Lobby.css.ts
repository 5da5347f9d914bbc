import { bare, centredHead, lobbyTally } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
export const head = style(centredHead)
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: `clamp(${vars.font.sizeXl}, 5vw, ${vars.font.sizeHero})`,
})
export const count = style(lobbyTally())
export const categories = style({})
globalStyle(`${categories} > ul`, { justifyContent: 'center' })

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'center',
  gap: vars.space.md,
})
export const search = style({ flex: '1 1 220px', maxWidth: 320 })
/** Providers as a row of gold-rimmed coins; the chosen one is struck solid gold. */
export const coins = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  ...bare,
  minWidth: 0,
})
export const legend = style({
  width: '100%',
  padding: 0,
  textAlign: 'center',
  font: `${vars.font.weightBold} ${vars.font.sizeSm} ${vars.font.body}`,
})
export const coin = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 72,
  minHeight: 44,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  boxShadow: `inset 0 0 0 3px ${vars.color.brandAccent}, ${vars.shadow.sm}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { background: vars.color.brandAccent, color: vars.color.textOnBrandAccent },
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
