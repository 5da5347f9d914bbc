import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl })
export const block = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })

/** The hero band: brand colour edge to edge of the content, headline in Impact, scorecards swiping inside. */
export const band = style({})
globalStyle(`${home} > ${band}`, {
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(240px, 30%)' } },
})
/** The banner's art stands beside the words at desktop; phones keep the band to the words and the scores. */
globalStyle(`${home} > ${band} > img`, {
  display: 'none',
  '@media': { [desktop]: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } },
})
globalStyle(`${home} > ${band} > div`, {
  padding: vars.space.md,
  '@media': { [desktop]: { padding: vars.space.lg } },
})
globalStyle(`${home} > ${band} h1`, {
  fontSize: kit.heroSize('6vw'),
  textTransform: 'uppercase',
})
export const noMatches = style({ margin: 0 })
export const cards = style({
  ...kit.swipeRow('minmax(260px, 1fr)', vars.space.md),
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.sm}`,
  '@media': { [desktop]: { gridAutoColumns: '300px' } },
})
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  scrollSnapAlign: 'start',
})
export const cardHead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const teamLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.font.weightBold,
})
export const kickoff = style({ fontVariantNumeric: 'tabular-nums' })
export const liveTag = style({
  display: 'inline-block',
  padding: '0 6px',
  borderRadius: vars.radius.sm,
  background: vars.color.critical,
  color: vars.color.surface,
  fontSize: '0.75rem',
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
})

export const oddsRow = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
globalStyle(`${oddsRow} > li`, { flex: '1 1 0', minWidth: 64 })
export const oddsButton = style({
  ...kit.priceButton('2px'),
  alignItems: 'baseline',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  ':hover': { borderColor: vars.color.brandAccent },
})
export const oddsId = style({ fontSize: '0.75rem', color: vars.color.textMuted })

export const fixtures = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
})
export const fixtureRow = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [kit.from640]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(220px, 320px)',
      alignItems: 'center',
    },
  },
})
export const fixtureMeta = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
})
export const fixtureTeams = style({ margin: 0, fontWeight: vars.font.weightBold, fontSize: vars.font.sizeLg })

/** Wide casino cards, four a row at desktop, names in the headline face. */
export const wideCards = style({})
globalStyle(`${wideCards} [data-block="game-card"] > button:first-child`, {
  borderTop: `4px solid ${vars.color.brand}`,
})
globalStyle(
  `${wideCards} [data-block="game-card"] > button:first-child > span:nth-child(2) > span:first-child`,
  {
    fontFamily: vars.font.heading,
    fontSize: vars.font.sizeMd,
    textTransform: 'uppercase',
  },
)

/** The banner's action, before the scorecards. */
export const bandActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
/** "Top matches today" over the scorecards: a small Impact label on the band. */
export const scoresTitle = style({
  margin: `${vars.space.sm} 0 0`,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeMd,
  letterSpacing: vars.font.headingLetterSpacing,
  textTransform: 'uppercase',
})

/** The stand under the casino: the promotions beside the winners feed at desktop, stacked on phones. */
export const stand = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(300px, 1fr)' } },
})
/** The tickets swipe sideways like the scorecards on phones, and lie in a grid at desktop. */
export const promos = style({
  ...kit.swipeRow('minmax(240px, 78%)', vars.space.md),
  paddingBottom: vars.space.xs,
  '@media': {
    [desktop]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      overflowX: 'visible',
    },
  },
})
/** A ticket: the brand rule on top like the wide casino cards, the art, then the words and the link. */
export const promo = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  borderTop: `4px solid ${vars.color.brand}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  scrollSnapAlign: 'start',
})
globalStyle(`${promo} > :not(img)`, { marginInline: vars.space.md })
export const promoArt = style({ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' })
export const promoTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeMd,
  letterSpacing: vars.font.headingLetterSpacing,
  textTransform: 'uppercase',
})
export const promoText = style({ ...kit.mutedLine, color: vars.color.textMuted })
export const promoLink = style({
  ...kit.brandLink,
  justifySelf: 'start',
  textTransform: 'uppercase',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
/** The winners feed under Arena's Impact title, ruled like the bar titles of the sections. */
export const feed = style({})
globalStyle(`${feed} > h2`, {
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  paddingLeft: vars.space.sm,
  borderLeft: `4px solid ${vars.color.brandAccent}`,
  fontSize: vars.font.sizeLg,
  fontFamily: vars.font.heading,
  letterSpacing: vars.font.headingLetterSpacing,
  textTransform: 'uppercase',
})
