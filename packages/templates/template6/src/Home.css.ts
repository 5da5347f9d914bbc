import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xl))

// Section rules in the brand colour, like the palace's lacquered frames.
globalStyle(`${home} h2`, { fontSize: vars.font.sizeXl })
globalStyle(`${home} [data-block="shelf"] > div:first-child, ${home} section > div:first-child`, {
  borderBottomColor: vars.color.brand,
})

/** The offer's text beside the live tables, between two hairlines. */
export const stage = style({
  borderBlock: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0`,
  '@media': {
    [desktop]: { gridTemplateColumns: '0.8fr 2fr', alignItems: 'center', padding: `${vars.space.xxl} 0` },
  },
})
export const hero = style({ gridTemplateColumns: 'minmax(0, 1fr)', ...kit.bareHero, borderRadius: 0 })
globalStyle(`${hero} > div`, { padding: 0 })
globalStyle(`${hero} h1`, { fontSize: kit.heroSize('5vw') })

export const tables = style(kit.gridList(vars.space.md, 2))
globalStyle(`${tables} [data-block="game-card"] > button > span:first-child > span:last-child`, {
  background: vars.color.critical,
  color: vars.color.surface,
})

export const section = style(kit.stack(vars.space.md))

/** Framed cards: a double rule in the brand colour around each poster. */
export const framed = style(kit.gridList(vars.space.md, 3, { [desktop]: 5 }))
export const frame = style({})
const card = (part: string) =>
  `${framed} [data-block="game-card"] > button${part}, ${frame} [data-block="game-card"] > button${part}`
globalStyle(card(':first-child'), {
  padding: vars.space.sm,
  border: `3px double ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  boxShadow: 'none',
})
globalStyle(card(' > span:last-child'), { position: 'static', padding: `${vars.space.xs} 0 0`, borderTop: 0 })

export const perks = style(kit.gridList(vars.space.md, undefined, { [kit.from640]: 3 }))
export const perk = style(kit.promoCard)
export const perkTitle = style({ display: 'block', marginBottom: vars.space.xxs, ...kit.cardTitle })
export const perkText = style(kit.mutedLine)
export const perkLink = style(kit.brandLink)

/** The game halls: every category as a framed icon tile, a sideways strip on phones, one even row on desktop. */
export const halls = style({ minWidth: 0 })
globalStyle(`${halls} li`, { '@media': { [desktop]: { flex: '1 1 0', minWidth: 0 } } })
globalStyle(`${halls} a`, {
  border: `3px double ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  '@media': { [desktop]: { width: '100%' } },
})

/** The winners and withdrawals under a ruled title, the rows framed like the cards. */
export const feed = style({ gap: vars.space.md })
globalStyle(`${feed} > h2`, {
  paddingBottom: vars.space.xs,
  borderBottom: `2px solid ${vars.color.brand}`,
})
globalStyle(`${feed} li`, { borderRadius: vars.radius.sm, borderColor: vars.color.brand })
