import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xl))
globalStyle(`${home} h2`, { fontSize: vars.font.sizeXl })

/** The jackpot panel and the four hot games: stacked on phones, side by side on desktop. */
export const top = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)', alignItems: 'stretch' } },
})
export const jackpot = style({
  ...kit.accentPanel('2px'),
  borderRadius: vars.radius.lg,
  '@media': { [desktop]: { padding: vars.space.xxl } },
})
globalStyle(`${jackpot} h1`, { order: 1, fontSize: kit.heroSize('4vw'), lineHeight: 1.05 })
globalStyle(`${jackpot} > div`, { gap: vars.space.sm })

export const odometer = style({
  ...kit.jackpotLine('clamp(1.5rem, 3.6vw, 3rem)'),
  fontFamily: vars.font.heading,
})
export const readOut = style(kit.srOnly({ clip: 'rect(0 0 0 0)' }))
export const drum = style({ ...kit.digitBlock, borderRadius: vars.radius.sm })
export const mark = style({ alignSelf: 'end', color: vars.color.text })

export const quick = style({ ...kit.gridList(vars.space.sm, 4), alignContent: 'center' })

// One column no wider than the section: an implicit (auto) column grew to the widest card's text and pushed
// the section past a 390 px screen, its "See all" link off the themed background.
export const block = style({ ...kit.oneColumn(vars.space.md), minWidth: 0 })

export const ranking = style(kit.gridList(vars.space.md, undefined, { [kit.from600]: 2, [desktop]: 3 }))
export const rankRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 })
globalStyle(`${rankRow} > div`, { flex: 1 })
export const rank = style({ ...kit.rankNumeral(vars.font.sizeHero, '1.4ch'), textAlign: 'right' })

/** Replaces the grid's own auto-fill columns with Obsidian's fixed counts. */
export const dense = style({
  gridTemplateColumns: kit.cols(3),
  ...kit.columnsAt({ [kit.from600]: 5, [desktop]: 8 }),
})
