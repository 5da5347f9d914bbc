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

/** Giant category tiles stand in for the banner: the first one double size in the brand colour. */
export const tiles = style({ marginTop: `calc(-1 * ${vars.space.md})` })
globalStyle(`${tiles} ul`, {
  display: 'grid',
  gridTemplateColumns: kit.cols(2),
  gap: vars.space.md,
  padding: 0,
  '@media': { [desktop]: { gridTemplateColumns: kit.cols(4), gridAutoRows: 150 } },
})
globalStyle(`${tiles} li:first-child`, kit.span2x2)
globalStyle(`${tiles} a`, {
  width: 'auto',
  height: '100%',
  minHeight: 120,
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  textAlign: 'left',
})
globalStyle(`${tiles} a svg`, { width: 40, height: 40 })
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
