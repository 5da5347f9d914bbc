import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xl))

export const section = style(kit.stack(vars.space.md))
export const item = style({ minWidth: 0 })

/** The grid sections: one wide card a row on phones, three from 600 px, four at desktop. */
export const grid = style(kit.gridList(vars.space.md, 1, { [kit.from600]: 3, [desktop]: 4 }))

/** Cinematic cards: soft corners and a glow ring on hover, in every section and the lobby. */
globalStyle(`${home} [data-block="game-card"] > button:first-child`, {
  borderRadius: vars.radius.md,
  transition: `box-shadow ${vars.motion.duration} ${vars.motion.easing}`,
})
globalStyle(`${home} [data-block="game-card"] > button:first-child:hover`, {
  boxShadow: `0 0 0 3px ${vars.color.brandAccent}, ${vars.shadow.lg}`,
})
globalStyle(`${home} [data-block="shelf"] h2, ${section} h2`, {
  fontSize: vars.font.sizeXl,
  letterSpacing: vars.font.headingLetterSpacing,
})

/** The hero: the game's art first, the welcome beside it, and a 2 x 2 pick list at desktop. */
export const feature = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 2.1fr) minmax(0, 0.9fr)', alignItems: 'center' } },
})
export const hero = style({})
const art = `${feature} ${hero}`
globalStyle(art, {
  ...kit.bareHero,
  boxShadow: 'none',
  gap: vars.space.lg,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' } },
})
globalStyle(`${art} > img`, {
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  aspectRatio: '4 / 3',
  '@media': { [desktop]: { order: 0, height: 'auto' } },
})
globalStyle(`${art} > div`, { padding: 0 })
globalStyle(`${art} h1`, { fontSize: kit.heroSize('5vw'), lineHeight: 1.05 })
globalStyle(`${art} p:first-child`, { color: vars.color.brand })

export const featureList = style(kit.gridList(vars.space.sm, 4, { [desktop]: 2 }))

/** Mission cards: three glass panels at 640 px and up, the icon and link in the brand colour. */
export const missions = style(kit.gridList(vars.space.md, undefined, { [kit.from640]: 3 }))
globalStyle(`${missions} > li`, {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  ...kit.raisedCard,
  boxShadow: vars.shadow.md,
})
globalStyle(`${missions} svg, ${missions} a`, { color: vars.color.brand })
globalStyle(`${missions} strong`, kit.headingLg)
globalStyle(`${missions} p`, kit.mutedLine)
globalStyle(`${missions} a`, { fontWeight: vars.font.weightBold, textUnderlineOffset: 3 })

/** The tenant's banner: a cinematic full-width card, its art fading into deep space behind the words. */
export const banner = style({
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  '@media': { [desktop]: { minHeight: 340 } },
})
globalStyle(`${banner} h1`, { fontWeight: vars.font.weightRegular, letterSpacing: '0.04em' })

/** Category shortcuts: glass chips in one sideways line. */
export const shortcuts = style({ minWidth: 0 })
globalStyle(`${shortcuts} a`, { borderRadius: vars.radius.lg, fontWeight: vars.font.weightRegular })

/** The winners feed as a glass panel. */
export const feed = style({ ...kit.raisedCard, boxShadow: vars.shadow.md })
globalStyle(`${feed} > h2`, { fontSize: vars.font.sizeXl, fontWeight: vars.font.weightRegular })
globalStyle(`${missions} img`, {
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
})
