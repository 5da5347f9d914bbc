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
  borderRadius: vars.radius.pill,
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
  borderRadius: vars.radius.pill,
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
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: vars.space.md,
    '@media': {
      'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
      [desktop]: { gridTemplateColumns: 'repeat(8, minmax(0, 1fr))' },
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

export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.lg,
  border: `4px solid ${vars.color.brand}`,
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr', alignItems: 'center', padding: vars.space.xxl } },
})
export const heroText = style({ display: 'grid', gap: vars.space.md })
export const reels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.lg,
  boxShadow: `inset 0 0 0 3px ${vars.color.brandAccent}`,
})
export const reel = style({
  display: 'grid',
  gap: vars.space.xs,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
})
export const reelArt = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  opacity: 0.55,
  selectors: {
    '&:nth-child(2)': { opacity: 1, outline: `3px solid ${vars.color.brandAccent}`, outlineOffset: -3 },
  },
})
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
