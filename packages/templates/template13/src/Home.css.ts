import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xl))

export const section = style(kit.stack(vars.space.md))
globalStyle(`${section} h2`, { fontSize: vars.font.sizeXl })
export const item = style({ minWidth: 0 })

export const layout = styleVariants({
  masonry: { ...kit.gridList(vars.space.md, 2, { [kit.from600]: 4, [desktop]: 6 }), gridAutoFlow: 'dense' },
  circles: kit.gridList(vars.space.md, 4, { [kit.from600]: 5, [desktop]: 8 }),
})
globalStyle(`${layout.masonry} > li:nth-child(7n + 1)`, kit.span2x2)

/** Circles: the art is a ringed medallion, its name centred below. */
for (const [selector, rule] of kit.circleCards(layout.circles)) globalStyle(selector, rule)
globalStyle(`${home} [data-block="game-card"] > button`, { borderRadius: vars.radius.lg })

export const heroFrame = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.lg,
  border: `4px solid ${vars.color.brand}`,
  '@media': {
    [desktop]: { gridTemplateColumns: '1fr 1fr', alignItems: 'center', padding: vars.space.xl },
  },
})
const slot = `${heroFrame} > [data-block="hero"]`
globalStyle(slot, { gridTemplateColumns: '1fr', ...kit.bareHero })
globalStyle(`${slot} h1`, { fontSize: kit.heroSize('5vw'), lineHeight: 1.05 })
globalStyle(`${slot} button`, { borderRadius: vars.radius.pill })

export const reels = style({
  display: 'grid',
  gridTemplateColumns: kit.cols(3),
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.lg,
  boxShadow: `inset 0 0 0 3px ${vars.color.brandAccent}`,
})
export const reel = style({
  display: 'grid',
  gap: vars.space.xs,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
})
export const reelArt = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  opacity: 0.55,
  selectors: {
    '&:nth-child(2)': { opacity: 1, outline: `3px solid ${vars.color.brandAccent}`, outlineOffset: -3 },
  },
})
