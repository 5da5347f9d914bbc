import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.lg))

/** The jackpot band: an accent-ruled box, centred on phones, the offer beside four games on desktop. */
export const band = style({
  display: 'grid',
  gap: vars.space.lg,
  ...kit.accentPanel('2px'),
  borderRadius: vars.radius.lg,
  '@media': {
    [desktop]: { gridTemplateColumns: '1.3fr 1fr', alignItems: 'center', padding: vars.space.xxl },
  },
})
export const hero = style({
  overflow: 'visible',
  gridTemplateColumns: 'minmax(0, 1fr)',
  ...kit.bareHero,
  textAlign: 'center',
  '@media': { [desktop]: { textAlign: 'left' } },
})
globalStyle(`${hero} > div`, {
  padding: 0,
  alignItems: 'center',
  '@media': { [desktop]: { alignItems: 'flex-start' } },
})
globalStyle(`${hero} h1`, { fontSize: kit.heroSize('5vw') })
globalStyle(`${hero} > div > p:first-child`, { order: -2, color: vars.color.text })

export const jackpot = style({
  order: -1,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(2.25rem, 6vw, 4.5rem)',
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brandAccent,
})

export const hot = style(kit.gridList(vars.space.sm, 4, { [desktop]: 2 }))

export const wallet = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.border}`,
})

/** Compact rows: tight gaps and small names. */
export const row = style(kit.stack(vars.space.xs))
globalStyle(`${row} ul`, { gap: vars.space.sm })

/** The category shortcuts: one swipeable row of small rounded tiles, the icons in the brand colour. */
export const categories = style({ minWidth: 0 })
globalStyle(`${categories} a`, { height: 72, borderRadius: vars.radius.md })
globalStyle(`${categories} a svg`, { color: vars.color.brand })
globalStyle(`${categories} a[aria-current="page"] svg`, { color: 'currentColor' })

/** The promotions: a swipeable row of pill tickets, the gift in an accent disc beside the words. */
export const promos = style(kit.swipeRow('min(280px, 82%)', vars.space.sm))
export const ticket = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.sm,
  height: '100%',
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  scrollSnapAlign: 'start',
  ':hover': { borderColor: vars.color.brandAccent },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
})
globalStyle(`${ticket} > svg`, {
  gridRow: 'span 2',
  boxSizing: 'content-box',
  padding: vars.space.sm,
  borderRadius: '50%',
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
})
export const ticketTitle = style({
  fontSize: vars.font.sizeMd,
  lineHeight: 1.2,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})
export const ticketText = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  lineHeight: 1.25,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})

/** The winners board: an accent-ruled box like the jackpot band, the wins beside the withdrawals. */
export const feed = style({
  ...kit.accentPanel('2px'),
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  '@media': { [desktop]: { padding: vars.space.lg } },
})
