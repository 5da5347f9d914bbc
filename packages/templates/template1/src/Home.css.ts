import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xl))

/** Section titles in Harbor's serif, larger than the ui default. */
globalStyle(`${home} h2`, { fontSize: vars.font.sizeXl, lineHeight: 1.15 })
/** Posters keep Harbor's rounded corners. */
globalStyle(`${home} [data-block="game-card"] button:first-child`, { borderRadius: vars.radius.md })

export const hero = style({
  '@media': { [desktop]: { minHeight: 380, gridTemplateColumns: '1fr 1.1fr' } },
})
globalStyle(`${hero} h1`, { fontSize: kit.heroSize('5vw'), lineHeight: 1.05 })
globalStyle(`${hero} p`, { color: vars.color.textMuted })
globalStyle(`${hero} p:first-child`, { color: vars.color.brand })

export const welcome = style(kit.welcomeStrip(vars.radius.md, vars.color.brandSoft))
export const greeting = style({ ...kit.greetingLine, ...kit.headingLg })
globalStyle(`${welcome} > div`, { color: vars.color.text })
globalStyle(`${welcome} > div > span:first-child`, { color: vars.color.text })
export const vip = style({ ...kit.vipPill, fontFamily: vars.font.body })

export const tileSection = style(kit.stack(vars.space.md))
export const tileGrid = style(kit.gridList(vars.space.md, 3, { [kit.from600]: 4, [desktop]: 6 }))

/** Harbor's club offers: three raised cards in a row from 640 px, the icon in the brand colour. */
export const offers = style(kit.gridList(vars.space.md, undefined, { [kit.from640]: 3 }))
export const offer = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  ...kit.raisedCard,
  color: vars.color.brand,
})
globalStyle(`${offer} > p, ${offer} > a`, { gridColumn: '1 / -1', margin: 0 })
globalStyle(`${offer} > svg + p`, { gridColumn: 'auto' })
export const offerTitle = style({
  font: `${vars.font.weightBold} ${vars.font.sizeLg} ${vars.font.heading}`,
  color: vars.color.text,
})
export const offerText = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const offerLink = style({
  ...kit.brandLink,
  justifySelf: 'start',
  minHeight: 32,
  alignContent: 'center',
})
