import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xl))

// Neon's section titles are big and geometric.
globalStyle(`${home} h2`, { fontSize: vars.font.sizeXl, lineHeight: 1.15 })

/** The greeting line: a huge title and one pill button, no banner art. */
export const hero = style({ padding: 0, ...kit.bareHero, borderRadius: 0, gap: vars.space.md })
globalStyle(`${hero} h1`, { fontSize: kit.heroSize('5vw'), lineHeight: 1.05 })
globalStyle(`${hero} > button`, {
  minHeight: 48,
  borderRadius: vars.radius.pill,
  padding: `0 ${vars.space.lg}`,
})

/** The category floor: the giant tiles, then the other categories as pills. */
export const floor = style({ ...kit.stack(vars.space.sm), marginTop: `calc(-1 * ${vars.space.md})` })

/**
 * Giant category tiles stand in for the banner: the first one double size in the brand colour; three a row on
 * phones, four on desktop.
 */
export const tiles = style({ minWidth: 0 })
globalStyle(`${tiles} ul`, {
  display: 'grid',
  gridTemplateColumns: kit.cols(3),
  gap: vars.space.sm,
  padding: 0,
  '@media': { [desktop]: { gridTemplateColumns: kit.cols(4), gridAutoRows: 150, gap: vars.space.md } },
})
globalStyle(`${tiles} li:first-child`, kit.span2x2)
globalStyle(`${tiles} a`, {
  width: 'auto',
  height: '100%',
  minHeight: 104,
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeMd,
  textAlign: 'left',
  overflowWrap: 'anywhere',
  '@media': { [desktop]: { gap: vars.space.sm, padding: vars.space.lg, fontSize: vars.font.sizeLg } },
})
globalStyle(`${tiles} a svg`, {
  width: 28,
  height: 28,
  '@media': { [desktop]: { width: 40, height: 40 } },
})
globalStyle(`${tiles} li:first-child a`, {
  background: vars.color.brand,
  borderColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.font.sizeXl,
})

export const account = style(kit.welcomeStrip(vars.radius.lg, vars.color.brandSoft))
export const greeting = style(kit.greetingLine)
export const vip = style(kit.vipPill)

export const section = style(kit.stack(vars.space.md))
export const item = style({ minWidth: 0 })

export const layout = styleVariants({
  bento: kit.gridList(vars.space.md, 2, { [desktop]: 4 }),
  grid: kit.gridList(vars.space.md, 3, { [kit.from600]: 4, [desktop]: 6 }),
})
globalStyle(`${layout.bento} > li:first-child`, kit.span2x2)
globalStyle(`${layout.bento} > li:first-child [data-block="game-card"] > button > span:first-child`, {
  borderRadius: vars.radius.lg,
  boxShadow: `0 0 0 3px ${vars.color.brandAccent}, ${vars.shadow.lg}`,
})

/** The row of round game icons with a neon ring. */
export const circles = style({})
for (const [selector, rule] of kit.circleCards(circles)) globalStyle(selector, rule)

/** The other categories as a row of pills under the giant tiles. */
export const pills = style({ minWidth: 0 })

/** Promotions as neon tickets: art on top, a big title and a line; the ring glows on hover and focus. */
export const tickets = style({
  ...kit.swipeRow('min(80%, 320px)', vars.space.md),
  paddingBottom: vars.space.xs,
  '@media': {
    [kit.from640]: { gridAutoFlow: 'row', gridTemplateColumns: kit.cols(3), overflowX: 'visible' },
  },
})
export const ticket = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.sm,
  paddingBottom: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brand,
  textDecoration: 'none',
  ':hover': { boxShadow: `0 0 0 3px ${vars.color.brandAccent}, ${vars.shadow.lg}` },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
export const ticketArt = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: `calc(${vars.radius.lg} - ${vars.space.sm})`,
})
export const ticketTitle = style({
  ...kit.headingLg,
  paddingInline: vars.space.xs,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  lineHeight: 1.15,
})
export const ticketText = style({ ...kit.mutedLine, paddingInline: vars.space.xs })

/** The winners feed: rounded rows with a neon ring on the badges. */
export const feed = style({ gap: vars.space.md })
globalStyle(`${feed} li`, { borderRadius: vars.radius.lg })
globalStyle(`${feed} li > span:first-child`, { boxShadow: `0 0 0 2px ${vars.color.brandAccent}` })
