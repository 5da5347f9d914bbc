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
export const viewport = style({ overflow: 'hidden', borderRadius: vars.radius.lg })
export const track = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: `transform 450ms ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})
export const slide = style({ flex: '0 0 100%', display: 'grid', minWidth: 0 })
/** One slide: text on the solid brand panel, the art beside it on desktop and above it on phones. */
export const card = style({
  minHeight: 260,
  '@media': { [desktop]: { minHeight: 400, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
})
globalStyle(`${card} h2`, {
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
export const counter = style({
  minWidth: '4ch',
  margin: 0,
  textAlign: 'center',
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
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
