import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

/** The tenant's boards (docs/product.md#leaderboards), above the top-10 boards. */

export const boardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
})
export const boardTitle = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold })
export const ends = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
})
export const countdown = style({ color: vars.color.text, fontWeight: vars.font.weightBold })
export const rule = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })

/** The player's own place: a brand tint with the page's text, a pair every theme is checked for. */
export const own = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  border: `1px solid ${vars.color.brand}`,
})
export const ownRank = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold })
export const ownRow = style({
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
})
export const youBadge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
})
export const rankCell = style({ width: '3ch', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
export const tableWrap = style({ overflowX: 'auto', margin: `0 calc(-1 * ${vars.space.xs})` })

export const winners = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.xs,
})
export const prizeList = style([
  winners,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))' },
])
export const winner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
})
export const winnerRank = style({ fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' })
export const winnerPrize = style({
  marginInlineStart: 'auto',
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
})
export const subTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold })

/** The boards' tabs wrap onto a second line on a phone rather than hide a board off the edge. */
export const tabs = style({})
globalStyle(`${tabs} > [role="tablist"]`, { flexWrap: 'wrap', borderRadius: vars.radius.lg })
