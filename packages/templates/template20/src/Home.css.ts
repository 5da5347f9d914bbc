import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg })

export const quiet = style({ margin: 0, color: vars.color.textMuted })

/** The odds board: a raised panel with a brand rule on top, the h1 over a big scoreboard. */
export const board = style({})
globalStyle(`${home} ${board}`, {
  display: 'block',
  padding: vars.space.lg,
  borderLeft: 0,
  borderTop: `4px solid ${vars.color.brand}`,
})
globalStyle(`${home} ${board} > div`, { gap: vars.space.md })
globalStyle(`${home} ${board} h1`, { fontSize: kit.heroSize('5vw') })
export const scoreboard = style({ display: 'grid', gap: vars.space.md })
/** A match's small print (live mark or kick-off, league): one wrapping muted row. */
const smallPrint = (fontSize: string) =>
  ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    margin: 0,
    color: vars.color.textMuted,
    fontSize,
  }) as const
export const league = style(smallPrint(vars.font.sizeSm))
export const teams = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  '@media': { [desktop]: { fontSize: vars.font.sizeXl } },
})
export const score = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.sizeHero,
})
export const live = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  background: vars.color.critical,
  color: vars.color.surface,
  fontSize: '0.75rem',
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

/** Market list (one fixture a row) beside a sticky 300 px bet slip at desktop. */
export const book = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 300px' } },
})
export const market = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })
export const fixtures = style({
  display: 'grid',
  gap: 1,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.border,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
})
export const fixture = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  '@media': {
    [kit.from640]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
  },
})
export const fixtureInfo = style({ minWidth: 0 })
export const meta = style(smallPrint('0.8125rem'))
export const pairing = style({ margin: 0, fontWeight: vars.font.weightBold })
export const inPlay = style({ color: vars.color.brand, fontVariantNumeric: 'tabular-nums' })
export const versus = style({ color: vars.color.textMuted, fontWeight: vars.font.weightRegular })

export const prices = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(64px, 1fr)',
  gap: vars.space.xs,
})
export const pricesBig = style([
  prices,
  {
    gridAutoColumns: 'minmax(88px, 1fr)',
    '@media': { [desktop]: { gridAutoColumns: 'minmax(140px, 1fr)' } },
  },
])
export const price = style({
  position: 'relative',
  ...kit.priceButton('1px'),
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  ':hover': { borderColor: vars.color.brand },
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
    },
  },
})
export const priceMark = style({ fontSize: '0.75rem' })
export const priceValue = style({ fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' })

export const slip = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { position: 'sticky', top: 80 } },
})
export const picks = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' })
export const pickRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
})
export const pickMatch = style({ display: 'block', color: vars.color.textMuted, fontSize: '0.8125rem' })
export const total = style({ display: 'flex', justifyContent: 'space-between', margin: 0 })

/** Casino rows: square tiles with slight corners. */
export const shelf = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })
globalStyle(`${shelf} [data-block="game-card"] > button:first-child > span:first-child`, {
  borderRadius: vars.radius.md,
})

/** With banners, the board splits: the scoreboard, the banners beside it at desktop (under it on phones). */
export const boardSplit = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
})
export const banners = style({ ...kit.bareList, display: 'grid', gap: vars.space.sm })
/** A banner as a ticket on the board: its art on the left, a brand edge, the words and the action. */
export const banner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.surface,
  '@media': { [kit.from600]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
})
export const bannerArt = style({
  display: 'block',
  width: '100%',
  height: '100%',
  // A banner's art is 16:9: its height is kept before the picture arrives (otherwise the banner grew from 96 to
  // 160 px as it loaded, and everything under it moved: a layout shift of 0.08 on the phone).
  aspectRatio: '16 / 9',
  minHeight: 96,
  maxHeight: 160,
  objectFit: 'cover',
})
export const bannerWords = style({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'start',
  gap: vars.space.xxs,
  padding: vars.space.sm,
})
export const bannerKicker = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.75rem',
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
})
export const bannerTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  textTransform: 'uppercase',
  lineHeight: 1.1,
})
export const bannerCta = style({ marginTop: vars.space.xs })

/** Category shortcuts: compact chips with their icons, one sideways line. */
export const shortcuts = style({ minWidth: 0 })
globalStyle(`${shortcuts} a`, { minHeight: 40, borderRadius: vars.radius.sm, textTransform: 'uppercase' })

/** The desk under the shelves: the winners feed beside the promotions at desktop, stacked on phones. */
export const desk = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
})
export const feed = style({})
globalStyle(`${feed} > h2`, {
  paddingBottom: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
  textTransform: 'uppercase',
})
globalStyle(`${feed} li`, { borderRadius: vars.radius.sm })
export const offers = style(kit.stack(vars.space.sm))
/** Promotions as market rows: a small picture, the title over its line, the link at the row's end. */
export const promos = style({ ...kit.bareList, display: 'grid', borderTop: `1px solid ${vars.color.border}` })
export const promo = style({
  display: 'grid',
  gridTemplateColumns: '88px minmax(0, 1fr)',
  gridTemplateAreas: '"art title" "art text" "art link"',
  columnGap: vars.space.sm,
  alignItems: 'center',
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const promoArt = style({
  gridArea: 'art',
  width: 88,
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
})
export const promoTitle = style({ gridArea: 'title', margin: 0, fontWeight: vars.font.weightBold })
export const promoText = style({ ...kit.mutedLine, gridArea: 'text' })
export const promoLink = style({
  ...kit.brandLink,
  gridArea: 'link',
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
})
