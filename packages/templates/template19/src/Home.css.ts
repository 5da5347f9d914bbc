import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl })

/** The slide on show; a new one is announced politely. */
export const stage = style({ display: 'grid', minWidth: 0 })

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })
globalStyle(`${home} [data-block="shelf"] h2, ${section} h2`, { fontSize: vars.font.sizeXl })

/** Round bubbles: circular art with an accent ring, the name centred under it. */
export const bubbles = style([section, {}])
globalStyle(`${bubbles} [data-block="game-card"] > button:first-child`, { borderRadius: '50%' })
globalStyle(`${bubbles} [data-block="game-card"] > button:first-child > span:first-child`, {
  borderRadius: '50%',
  boxShadow: `0 0 0 3px ${vars.color.brandAccent}`,
  margin: 3,
})
globalStyle(`${bubbles} [data-block="game-card"] > button:first-child > span:nth-child(2)`, {
  textAlign: 'center',
})

/** Bento: two columns on phones, four at desktop; the first tile takes a 2 x 2 block. */
export const bento = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
})
export const bentoItem = style({ minWidth: 0 })
globalStyle(`${bento} > li:first-child`, { gridColumn: 'span 2', gridRow: 'span 2' })
globalStyle(`${bento} [data-block="game-card"] > button:first-child > span:first-child`, {
  borderRadius: vars.radius.lg,
})

/** The carousel: one split slide (text on the page colour beside the art), arrows and dots under it. */
export const carousel = style({ position: 'relative', display: 'grid', gap: vars.space.sm })
export const slide = style({})
globalStyle(`${carousel} ${slide}`, {
  minHeight: 260,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  border: 0,
  '@media': { [desktop]: { minHeight: 360, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
})
globalStyle(`${carousel} ${slide} > img`, { '@media': { [desktop]: { maxHeight: 360 } } })
globalStyle(`${carousel} ${slide} h2`, {
  fontSize: `clamp(${vars.font.sizeXl}, 5vw, ${vars.font.sizeHero})`,
  lineHeight: 1.05,
})
globalStyle(`${carousel} ${slide} > div > p:first-child`, { color: vars.color.text })
globalStyle(`${carousel} ${slide} button`, { borderRadius: vars.radius.pill })

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
  border: `1px solid ${vars.color.border}`,
  borderRadius: '50%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
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
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 8,
    borderRadius: '50%',
    background: vars.color.textMuted,
  },
  selectors: { '&[aria-current="true"]::after': { inset: 6, background: vars.color.brand } },
})
