import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xl))

/** Game of the week: giant 4:3 art first, then the text and four small tiles; three columns on desktop. */
export const hero = style({})
const week = `${home} > ${hero}`
globalStyle(week, {
  borderRadius: vars.radius.lg,
  gap: vars.space.lg,
  '@media': {
    [desktop]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1.9fr)', padding: vars.space.lg },
  },
})
globalStyle(`${week} > img`, {
  order: 0,
  aspectRatio: '4 / 3',
  height: 'auto',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
})
globalStyle(`${week} > div`, {
  '@media': {
    [desktop]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 0.9fr)',
      columnGap: vars.space.lg,
    },
  },
})
globalStyle(`${week} > div > *`, { gridColumn: 1 })
globalStyle(`${week} > div > p:first-child`, {
  alignSelf: 'start',
  justifySelf: 'start',
  paddingBottom: vars.space.xxs,
  borderBottom: `3px solid ${vars.color.brand}`,
})

export const leadName = style({ margin: 0, ...kit.cardTitle })
export const leadBy = style({ fontFamily: vars.font.body, fontWeight: vars.font.weightRegular })

/** Four small tiles: a row on phones, two by two beside the text on desktop. */
export const tryList = style(kit.gridList(vars.space.sm, 4))
globalStyle(`${week} > div > ${tryList}`, {
  '@media': {
    [desktop]: {
      gridColumn: 2,
      gridRow: '1 / span 6',
      alignSelf: 'center',
      gridTemplateColumns: kit.cols(2),
    },
  },
})

export const welcome = style(kit.welcomeStrip(vars.radius.pill, vars.color.surfaceRaised))
export const welcomeText = style({ ...kit.greetingLine, ...kit.headingLg })
export const vip = style(kit.vipPill)

/** Five tall posters a row on desktop, two on phones. */
export const wall = style(kit.stack(vars.space.md))
globalStyle(`${wall} > ul`, { gridTemplateColumns: kit.cols(2), ...kit.columnsAt({ [desktop]: 5 }) })
export const shelf = style({ minWidth: 0 })
globalStyle(`${wall} [data-block="game-card"] > button, ${shelf} [data-block="game-card"] > button`, {
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
})

/** "Game of the week" over the lead game's name, when the banner's kicker leads the hero. */
export const leadKicker = style({
  display: 'block',
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
})

/** The category shortcuts: big candy pills with their icons, a sideways row on phones, wrapping on desktop. */
export const categories = style({ minWidth: 0 })
globalStyle(`${categories} ul`, { '@media': { [desktop]: { flexWrap: 'wrap', overflowX: 'visible' } } })
globalStyle(`${categories} a`, {
  minHeight: 48,
  paddingInline: vars.space.lg,
  fontSize: vars.font.sizeMd,
  boxShadow: vars.shadow.sm,
})
globalStyle(`${categories} a svg`, { color: vars.color.brand })
globalStyle(`${categories} a[aria-current="page"] svg`, { color: 'currentColor' })

/** The promotions: tall sweet cards, three a row on desktop, a sideways row on phones. */
export const promos = style({
  ...kit.swipeRow('min(280px, 80%)', vars.space.lg),
  paddingBottom: vars.space.xs,
  '@media': {
    [desktop]: { gridAutoFlow: 'row', gridTemplateColumns: kit.cols(3), overflowX: 'visible' },
  },
})
export const promo = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: `0 0 ${vars.space.lg}`,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  scrollSnapAlign: 'start',
})
globalStyle(`${promo} > *:not(img)`, { marginInline: vars.space.lg })
globalStyle(`${promo} > svg`, { marginTop: vars.space.lg, color: vars.color.brand })
export const promoArt = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  marginBottom: vars.space.xs,
})
export const promoTitle = style({ margin: 0, ...kit.cardTitle })
export const promoText = style(kit.mutedLine)
export const promoLink = style({
  ...kit.brandLink,
  justifySelf: 'start',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

/** The winners board: a raised, rounded panel with a soft shadow. */
export const feed = style({
  ...kit.raisedCard,
  boxShadow: vars.shadow.md,
  '@media': { [desktop]: { padding: vars.space.xl } },
})
