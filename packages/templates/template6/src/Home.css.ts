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
  borderBottom: `2px solid ${vars.color.brand}`,
  paddingBottom: vars.space.xs,
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
    gridAutoColumns: 'minmax(122px, 1fr)',
    gap: vars.space.md,
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    paddingBottom: vars.space.sm,
    '@media': { [desktop]: { gridAutoColumns: '170px' } },
  },
  grid: {
    ...list,
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: vars.space.md,
    '@media': {
      'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
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
  padding: `${vars.space.lg} 0`,
  borderBlock: `1px solid ${vars.color.border}`,
  '@media': {
    [desktop]: { gridTemplateColumns: '0.8fr 2fr', alignItems: 'center', padding: `${vars.space.xxl} 0` },
  },
})
export const heroText = style({ display: 'grid', gap: vars.space.md })
export const tables = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const table = style({
  position: 'relative',
  display: 'grid',
  width: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  overflow: 'hidden',
})
globalStyle(`${table} img`, {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
})
export const tableName = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
})
globalStyle(`${table} > span:nth-of-type(1)`, { position: 'absolute', top: 8, left: 8 })
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

export const welcome = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.border}`,
})
export const welcomeText = style({
  margin: 0,
  flex: '1 1 200px',
  fontWeight: vars.font.weightBold,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
})
export const vip = style({
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: '0.75rem',
})
export const welcomeBalance = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
})

export const promos = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})
export const promo = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brand,
})
export const promoTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
})
export const promoText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const promoLink = style({
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  textUnderlineOffset: 3,
})
