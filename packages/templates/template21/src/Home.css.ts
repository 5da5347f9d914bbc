import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl })

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 48,
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  font: 'inherit',
  fontWeight: vars.font.weightBold,

  cursor: 'pointer',
  ':hover': { background: vars.color.brandAccentHover },
  ':disabled': { cursor: 'not-allowed', background: vars.color.surfaceSunken, color: vars.color.textMuted },
})
export const ghost = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  padding: `0 ${vars.space.lg}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.text },
})

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })
export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
})
export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.15,
  textTransform: vars.font.headingTransform as 'none',
  letterSpacing: vars.font.headingLetterSpacing,
})
export const seeAll = style({
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
  whiteSpace: 'nowrap',
  textUnderlineOffset: 3,
})
export const item = style({ minWidth: 0 })

const list = { margin: 0, padding: 0, listStyle: 'none' } as const
export const layout = styleVariants({
  row: {
    ...list,
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(130px, 1fr)',
    gap: vars.space.md,
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    paddingBottom: vars.space.sm,
    '@media': { [desktop]: { gridAutoColumns: '180px' } },
  },
  grid: {
    ...list,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.md,
    '@media': {
      'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
  masonry: {
    ...list,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gridAutoFlow: 'dense',
    gap: vars.space.md,
    '@media': {
      'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      [desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
    },
  },
  ranked: {
    ...list,
    display: 'grid',
    gap: vars.space.md,
    '@media': {
      'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gridAutoFlow: 'row' },
    },
  },
  bento: {
    ...list,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.md,
    '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  },
})
globalStyle(`${layout.row} > li`, { scrollSnapAlign: 'start' })
globalStyle(`${layout.masonry} > li:nth-child(7n + 1)`, { gridColumn: 'span 2', gridRow: 'span 2' })
globalStyle(`${layout.bento} > li:first-child`, { gridColumn: 'span 2', gridRow: 'span 2' })
globalStyle(`${layout.bento} > li:nth-child(n + 10)`, { display: 'none' })

export const hero = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })
export const scoreCards = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(260px, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  '@media': { [desktop]: { gridAutoColumns: '300px' } },
})
export const scoreCard = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  scrollSnapAlign: 'start',
})
export const boardLeague = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
})
export const scoreLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeMd,
})
export const heroText = style({})
export const heroTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: `clamp(${vars.font.sizeXl}, 5vw, ${vars.font.sizeHero})`,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.05,
  textTransform: vars.font.headingTransform as 'none',
  letterSpacing: vars.font.headingLetterSpacing,
})
export const heroSubtitle = style({ margin: 0, color: vars.color.textMuted, maxWidth: '52ch' })
export const kicker = style({
  margin: 0,
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontSize: vars.font.sizeSm,
})
export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
})
export const liveBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  background: vars.color.critical,
  color: vars.color.surface,
  fontSize: '0.75rem',
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})
export const heroGame = style({
  display: 'grid',
  gap: vars.space.xs,
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textAlign: 'left',
  cursor: 'pointer',
})
globalStyle(`${heroGame} img`, {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
})

export const categories = style({ minWidth: 0 })
export const categoryList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const category = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  minWidth: 84,
  padding: vars.space.sm,
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weightBold,
  ':hover': { color: vars.color.brand },
})
globalStyle(`${category} svg`, {
  width: 52,
  height: 52,
  padding: 12,
  borderRadius: '50%',
  background: vars.color.brandSoft,
  color: vars.color.brand,
})

export const sportsbook = style({ display: 'grid', gap: vars.space.lg, alignItems: 'start' })
export const matches = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })
export const matchList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.border,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
})
export const match = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
  },
})
export const matchInfo = style({ minWidth: 0 })
export const matchMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
})
export const matchTeams = style({ margin: 0, fontWeight: vars.font.weightBold })
export const matchScore = style({ color: vars.color.brand, fontVariantNumeric: 'tabular-nums' })
export const vs = style({ color: vars.color.textMuted, fontWeight: vars.font.weightRegular })
export const odds = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(64px, 1fr)',
  gap: vars.space.xs,
})
export const oddsLarge = style([
  odds,
  {
    gridAutoColumns: 'minmax(88px, 1fr)',
    '@media': { [desktop]: { gridAutoColumns: 'minmax(140px, 1fr)' } },
  },
])
export const odd = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.brand },
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
    },
  },
})
export const oddLabel = style({ fontSize: '0.75rem' })
export const oddValue = style({ fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' })
