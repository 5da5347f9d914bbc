import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'

/** Fixed over the page's foot (above a template's tab bar), so showing it moves nothing on the page. */
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 35,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} calc(${vars.space.sm} + env(safe-area-inset-bottom))`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
})

export const badge = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
})

export const words = style({
  flex: 1,
  minWidth: 0,
  display: 'grid',
  gap: 2,
})

export const title = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeMd,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
})

export const close = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { color: vars.color.text, background: vars.color.surfaceSunken },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const more = style({
  display: 'inline-block',
  marginTop: vars.space.sm,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
})
