import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xl))

/** The slide on show; a new one is announced politely. */
export const stage = style({ display: 'grid', minWidth: 0 })

export const section = style(kit.stack(vars.space.md))
globalStyle(`${home} [data-block="shelf"] h2, ${section} h2`, { fontSize: vars.font.sizeXl })

/** Round bubbles: circular art with an accent ring, the name centred under it. */
export const bubbles = style([section, {}])
const bubble = `${bubbles} [data-block="game-card"] > button:first-child`
globalStyle(bubble, { borderRadius: '50%' })
globalStyle(`${bubble} > span:first-child`, {
  borderRadius: '50%',
  boxShadow: `0 0 0 3px ${vars.color.brandAccent}`,
  margin: 3,
})
globalStyle(`${bubble} > span:nth-child(2)`, { textAlign: 'center' })

/** Bento: two columns on phones, four at desktop; the first tile takes a 2 x 2 block. */
export const bento = style(kit.gridList(vars.space.md, 2, { [desktop]: 4 }))
export const bentoItem = style({ minWidth: 0 })
globalStyle(`${bento} > li:first-child`, kit.span2x2)
globalStyle(`${bento} [data-block="game-card"] > button:first-child > span:first-child`, {
  borderRadius: vars.radius.lg,
})

/** The carousel: one split slide (text on the page colour beside the art), arrows and dots under it. */
export const carousel = style({ position: 'relative', display: 'grid', gap: vars.space.sm })
export const slide = style({})
const shown = `${carousel} ${slide}`
globalStyle(shown, {
  minHeight: 260,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  border: 0,
  '@media': { [desktop]: { minHeight: 360, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
})
globalStyle(`${shown} > img`, { '@media': { [desktop]: { maxHeight: 360 } } })
globalStyle(`${shown} h2`, { fontSize: kit.heroSize('5vw'), lineHeight: 1.05 })
globalStyle(`${shown} > div > p:first-child`, { color: vars.color.text })
globalStyle(`${shown} button`, { borderRadius: vars.radius.pill })

export const controls = style(kit.centredRow)
export const arrow = style(kit.roundButton)
export const dots = style({ display: 'flex', gap: vars.space.xs, ...kit.bareList })
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

/** Every category as a round bubble: its icon over its name, ringed in the accent; one sideways line. */
export const categoryBubbles = style({ minWidth: 0 })
globalStyle(`${categoryBubbles} > ul`, { justifyContent: 'safe center', paddingBlock: vars.space.xs })
globalStyle(`${categoryBubbles} a`, {
  width: 84,
  height: 84,
  paddingInline: 10,
  borderRadius: '50%',
  border: `3px solid ${vars.color.brandAccent}`,
})

/** The winners feed on a soft, rounded panel. */
export const feed = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  '@media': { [desktop]: { padding: vars.space.lg } },
})
globalStyle(`${feed} > h2`, { fontSize: vars.font.sizeXl })
globalStyle(`${feed} li`, { borderRadius: vars.radius.lg })

/** Promotions as bright tiles: one per line on phones, three at desktop; the whole tile is the link. */
export const promos = style(kit.gridList(vars.space.md, undefined, { [kit.from640]: 3 }))
export const promo = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  height: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `transform ${vars.motion.duration} ${vars.motion.easing}`,
  ':hover': { transform: 'translateY(-3px)', borderColor: vars.color.brandAccent },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
export const promoArt = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  marginBottom: vars.space.xs,
})
export const promoTitle = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold })
export const promoText = style(kit.mutedLine)
