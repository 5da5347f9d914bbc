import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const picture = style({
  display: 'grid',
  placeItems: 'center',
  height: 96,
  background: `repeating-conic-gradient(${vars.color.surfaceSunken} 0 25%, ${vars.color.surfaceRaised} 0 50%) 0 0 / 16px 16px`,
  borderRadius: vars.radius.sm,
})

export const thumb = style({ maxWidth: '100%', maxHeight: 88, objectFit: 'contain' })
export const noThumb = style({ width: 48, height: 48 })

export const upload = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
})

/** The file input covers its label, invisible: the label is what the operator sees and presses. */
export const fileInput = style({ position: 'absolute', inset: 0, opacity: 0, cursor: 'pointer' })

export const saveBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
})

export const subnav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md })

// The tenant screen shown now: plain text, not a link to follow.
globalStyle(`${subnav} a[aria-current="page"]`, { color: vars.color.text, textDecoration: 'none' })
