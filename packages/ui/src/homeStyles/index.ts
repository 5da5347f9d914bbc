import type { GlobalStyleRule } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

/**
 * Style fragments the templates' home pages share, as plain style objects: a template's Home.css.ts passes
 * them (spread with its own values) to vanilla-extract's `style()` or `globalStyle()`, so the class names
 * stay the template's. Media queries come from the template (`desktop` in its meta). Nothing here renders
 * or registers CSS by itself; the blocks they dress are in `@lobbykit/ui/homeKit`.
 */

type Rule = GlobalStyleRule
/** Column counts by media query, e.g. `{ [desktop]: 6 }`. */
export type ColumnsAt = Record<string, number>

/** From 600 px and from 640 px: the two in-between widths home grids step up at. */
export const from600 = 'screen and (min-width: 600px)'
export const from640 = 'screen and (min-width: 640px)'

/** `repeat(n, minmax(0, 1fr))`: n equal columns that never outgrow the row. */
export const cols = (count: number) => `repeat(${count}, minmax(0, 1fr))`

/** Column counts that change at media queries. */
export function columnsAt(at: ColumnsAt): Rule {
  const media: Record<string, Rule> = {}
  for (const [query, count] of Object.entries(at)) media[query] = { gridTemplateColumns: cols(count) }
  return { '@media': media }
}

/** A list without bullets or the browser's indent. */
export const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const satisfies Rule

/** A bare list laid out as a grid: `columns` equal columns (none: one implicit column), stepping up by `at`. */
export function gridList(gap: string, columns?: number, at?: ColumnsAt): Rule {
  return {
    display: 'grid',
    ...(columns === undefined ? {} : { gridTemplateColumns: cols(columns) }),
    gap,
    ...bareList,
    ...(at ? columnsAt(at) : {}),
  }
}

/** A bare list as one sideways-scrolling row of `columnWidth` cards that snap into place (a shelf, scorecards). */
export const swipeRow = (columnWidth: string, gap: string): Rule => ({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: columnWidth,
  gap,
  ...bareList,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
})

/** One column no wider than its box (the home page, a section): blocks stacked with `gap`. */
export const oneColumn = (gap: string): Rule => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap,
})

/**
 * A section's own stack (title bar over its games), allowed to shrink below its content's width. Its one column
 * is `minmax(0, 1fr)`, not the implicit `auto`: an auto column grows to the widest content's size (a grid of
 * cards at their pictures' natural width), which made a phone's page wider than its screen.
 */
export const stack = (gap: string): Rule => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap,
  minWidth: 0,
})

/** The fluid hero headline size: sizeXl on phones up to sizeHero, growing with `slope` (e.g. '5vw'). */
export const heroSize = (slope: string) => `clamp(${vars.font.sizeXl}, ${slope}, ${vars.font.sizeHero})`

/** A 2 x 2 cell in a grid (the lead tile of a bento, every seventh tile of a masonry wall). */
export const span2x2 = { gridColumn: 'span 2', gridRow: 'span 2' } as const satisfies Rule

/** A hero with no panel of its own: no background, no border. */
export const bareHero = { background: 'transparent', border: 0 } as const satisfies Rule

/** A sunken panel framed by an accent rule `width` wide (the jackpot cabinet). */
export const accentPanel = (width: string): Rule => ({
  padding: vars.space.lg,
  background: vars.color.surfaceSunken,
  border: `${width} solid ${vars.color.brandAccent}`,
})

/** The player's welcome strip: greeting and balance on one wrapping row, on a soft bordered panel. */
export const welcomeStrip = (borderRadius: string, background: string): Rule => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius,
  background,
  border: `1px solid ${vars.color.border}`,
})

/** The greeting line: bold text with the VIP pill beside it. */
export const greetingLine = {
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weightBold,
} as const satisfies Rule

/** The large heading face of a title (greeting, card title). */
export const headingLg = { fontFamily: vars.font.heading, fontSize: vars.font.sizeLg } as const satisfies Rule

/** The VIP level as a small pill in the brand colour. */
export const vipPill = {
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: '0.75rem',
} as const satisfies Rule

/** Text for screen readers only; `clip` is the template's way of clipping it. */
export const srOnly = (clip: Rule): Rule => ({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  ...clip,
  whiteSpace: 'nowrap',
})

/** The jackpot's row of digit blocks at `fontSize`, never wrapping, figures of one width. */
export const jackpotLine = (fontSize: string): Rule => ({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: 3,
  margin: 0,
  fontSize,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
})

/** One jackpot digit on its accent block (drum, wheel, gold tile). */
export const digitBlock = {
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.1ch',
  padding: '0.1em 0.06em',
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  boxShadow: vars.shadow.md,
} as const satisfies Rule

/** A rank numeral beside a top-ten card, in the heading face and the brand colour. */
export const rankNumeral = (fontSize: string, minWidth: string): Rule => ({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize,
  lineHeight: 1,
  minWidth,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
})

/** A raised card: surface colour, hairline border, large corners and padding. */
export const raisedCard = {
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
} as const satisfies Rule

/** A promotion card: its icon, title, line and link stacked on a raised card, the icon in the brand colour. */
export const promoCard = {
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  ...raisedCard,
  color: vars.color.brand,
} as const satisfies Rule

/** A card title: the large heading face, bold, in the text colour. */
export const cardTitle = {
  ...headingLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
} as const satisfies Rule

/** A card's line: small muted text. */
export const mutedLine = {
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
} as const satisfies Rule

/** A card's link: bold, in the brand colour, its underline clear of the letters. */
export const brandLink = {
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  textUnderlineOffset: 3,
} as const satisfies Rule

/** A solid text panel over poster art: capped width, surface colour, a large shadow. */
export const posterPanel = {
  maxWidth: 620,
  padding: vars.space.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
} as const satisfies Rule

/** A sportsbook price button: the outcome's mark and its odds at either end, on the page surface, 44 px tall. */
export const priceButton = (borderWidth: string): Rule => ({
  display: 'flex',
  justifyContent: 'space-between',
  minHeight: 44,
  border: `${borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
})

/** A row of controls centred under a carousel. */
export const centredRow = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
} as const satisfies Rule

/** A round 44 px icon button on a raised surface (carousel arrows). */
export const roundButton = {
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '50%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
} as const satisfies Rule

/**
 * Round game icons: the art a circle with an accent ring and the name centred under it. Returns the
 * `[selector, rule]` pairs for `globalStyle`, under the `list` class.
 */
export function circleCards(list: string): [string, Rule][] {
  const card = `${list} [data-block="game-card"] > button`
  return [
    [card, { alignItems: 'center', textAlign: 'center' }],
    [
      `${card} > span:first-child`,
      { width: '100%', borderRadius: '50%', boxShadow: `0 0 0 3px ${vars.color.brandAccent}` },
    ],
    [`${card} > span:last-child`, { width: '100%' }],
  ]
}
