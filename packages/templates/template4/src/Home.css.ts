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

/** The categories as a row of keys: a sideways strip on phones, thirteen even keys on desktop. */
export const keys = style({ minWidth: 0 })
globalStyle(`${keys} li`, { '@media': { [desktop]: { flex: '1 1 0', minWidth: 0 } } })
globalStyle(`${keys} a`, {
  borderRadius: vars.radius.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  '@media': { [desktop]: { width: '100%' } },
})

/** The promotions beside the winners feed on desktop, stacked on phones. */
export const board = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
})

/** A promotion as a list row: its icon, the line (title in bold), the link at the end; hard edges. */
export const offers = style(kit.gridList(vars.space.xs))
export const offer = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
  '@media': { [kit.from600]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto' } },
})
export const offerTitle = style({
  display: 'block',
  color: vars.color.text,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})
export const offerText = style(kit.mutedLine)
export const offerLink = style({
  ...kit.brandLink,
  gridColumn: '2',
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  fontSize: vars.font.sizeSm,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  '@media': { [kit.from600]: { gridColumn: 'auto', justifySelf: 'end' } },
})

/** The winners feed: a barred title like the sections', condensed capitals, hard edges. */
export const feed = style({})
globalStyle(`${feed} > h2`, {
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  paddingLeft: vars.space.sm,
  borderLeft: `4px solid ${vars.color.brandAccent}`,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})
globalStyle(`${feed} h3`, { textTransform: 'uppercase', letterSpacing: '0.04em' })
globalStyle(`${feed} li`, { borderRadius: vars.radius.sm })
