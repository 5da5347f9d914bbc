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

/**
 * The category shortcuts as medallions: each icon in a ringed disc like the circle cards, its name in heavy type
 * under it; the current one filled. A sideways row on phones, as many as fit a row on desktop.
 */
export const medallions = style({ minWidth: 0 })
globalStyle(`${medallions} ul`, {
  '@media': {
    [desktop]: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(84px, 1fr))' },
  },
})
globalStyle(`${medallions} a`, {
  width: 84,
  height: 'auto',
  padding: `${vars.space.xxs} 0`,
  gap: vars.space.xs,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  '@media': { [desktop]: { width: '100%' } },
})
globalStyle(`${medallions} a svg`, {
  boxSizing: 'content-box',
  padding: 14,
  borderRadius: '50%',
  background: vars.color.surfaceRaised,
  boxShadow: `0 0 0 3px ${vars.color.brandAccent}`,
  color: vars.color.brand,
})
globalStyle(`${medallions} a:hover svg`, { boxShadow: `0 0 0 3px ${vars.color.brand}` })
globalStyle(`${medallions} a[aria-current="page"]`, { background: 'transparent', color: vars.color.text })
globalStyle(`${medallions} a[aria-current="page"] svg`, {
  background: vars.color.brand,
  color: vars.color.textOnBrand,
})

/** The promotions as a small masonry: the first doubled beside the others on desktop, a sideways row on phones. */
export const offers = style({
  ...kit.swipeRow('min(260px, 78%)', vars.space.md),
  '@media': {
    [desktop]: {
      gridAutoFlow: 'row dense',
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      overflowX: 'visible',
    },
  },
})
/** The doubled one: two rows tall, its art growing to fill them. */
const doubled = `${offers} > li:first-child`
globalStyle(doubled, {
  '@media': { [desktop]: { gridRow: 'span 2', gridTemplateRows: 'minmax(0, 1fr) auto auto auto' } },
})
globalStyle(`${doubled} > img`, {
  '@media': { [desktop]: { height: '100%', minHeight: 240, aspectRatio: 'auto' } },
})
export const offer = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.border}`,
  scrollSnapAlign: 'start',
})
globalStyle(`${offer} > *:not(img)`, { marginInline: vars.space.md })
globalStyle(`${offer} > svg`, { marginTop: vars.space.md, color: vars.color.brand })
export const offerArt = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  marginBottom: vars.space.xs,
  '@media': { [desktop]: { aspectRatio: '21 / 9' } },
})
export const offerTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  lineHeight: 1.1,
  letterSpacing: vars.font.headingLetterSpacing,
})
globalStyle(`${offers} > li:first-child ${offerTitle}`, {
  '@media': { [desktop]: { fontSize: vars.font.sizeXl } },
})
export const offerText = style(kit.mutedLine)
export const offerLink = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  marginTop: vars.space.xs,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

/** The winners board in the reels' frame: the brand ring, each line a pill. */
export const feed = style({
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.lg,
  border: `4px solid ${vars.color.brand}`,
  '@media': { [desktop]: { padding: vars.space.xl } },
})
globalStyle(`${feed} h2`, { fontSize: vars.font.sizeXl, letterSpacing: vars.font.headingLetterSpacing })
globalStyle(`${feed} li`, { borderRadius: vars.radius.pill, paddingInline: vars.space.md })
