import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl })

export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

export const carousel = style({ position: 'relative', display: 'grid', gap: vars.space.sm })
/** One slide: text on the solid brand panel, the art beside it on desktop and above it on phones. */
export const slide = style({
  minHeight: 260,
  '@media': { [desktop]: { minHeight: 400, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
})
globalStyle(`${slide} img`, { '@media': { [desktop]: { order: 2 } } })
globalStyle(`${slide} h2`, {
  fontSize: `clamp(${vars.font.sizeXl}, 4vw, ${vars.font.sizeHero})`,
  lineHeight: 1.05,
})

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
})
export const arrow = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '50%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
export const dots = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' })
export const dot = style({
  position: 'relative',
  width: 28,
  height: 28,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 0 },
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 8,
    borderRadius: '50%',
    border: `2px solid ${vars.color.textMuted}`,
  },
  selectors: {
    '&[aria-current="true"]::after': {
      inset: 6,
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
  },
})

export const wallSection = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })
/** Two columns on phones, four from 600 px, six on desktop; every seventh tile spans two by two. */
export const wall = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gridAutoFlow: 'dense',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
})
globalStyle(`${wall} > li:nth-child(7n + 1)`, { gridColumn: 'span 2', gridRow: 'span 2' })
globalStyle(`${home} h2`, { fontSize: vars.font.sizeXl })
