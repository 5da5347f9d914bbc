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
