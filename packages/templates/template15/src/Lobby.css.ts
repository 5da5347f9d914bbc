import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
export const head = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  textAlign: 'center',
})
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: `clamp(${vars.font.sizeXl}, 5vw, ${vars.font.sizeHero})`,
})
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
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
export const coins = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
})
export const legend = style({
  float: 'left',
  width: '100%',
  marginBottom: vars.space.xxs,
  padding: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
})
export const coin = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.brandAccent}`,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  ':focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 })
globalStyle(`${coin}:has(${radio}:checked)`, {
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  fontWeight: vars.font.weightBold,
})
