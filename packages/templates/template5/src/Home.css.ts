import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl })

// Neon's section titles are big and geometric.
globalStyle(`${home} h2`, { fontSize: vars.font.sizeXl, lineHeight: 1.15 })

/** The greeting line: a huge title and one pill button, no banner art. */
export const hero = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  borderRadius: 0,
  gap: vars.space.md,
})
globalStyle(`${hero} h1`, {
  fontSize: `clamp(${vars.font.sizeXl}, 5vw, ${vars.font.sizeHero})`,
  lineHeight: 1.05,
})
globalStyle(`${hero} > button`, {
  minHeight: 48,
  borderRadius: vars.radius.pill,
  padding: `0 ${vars.space.lg}`,
})

/** Giant category tiles stand in for the banner: the first one double size in the brand colour. */
export const tiles = style({ marginTop: `calc(-1 * ${vars.space.md})` })
globalStyle(`${tiles} ul`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  padding: 0,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gridAutoRows: 150 } },
})
globalStyle(`${tiles} li:first-child`, { gridColumn: 'span 2', gridRow: 'span 2' })
globalStyle(`${tiles} a`, {
  width: 'auto',
  height: '100%',
  minHeight: 120,
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  textAlign: 'left',
})
globalStyle(`${tiles} a svg`, { width: 40, height: 40 })
globalStyle(`${tiles} li:first-child a`, {
  background: vars.color.brand,
  borderColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.font.sizeXl,
})

export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.border}`,
})
export const greeting = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weightBold,
})
export const vip = style({
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: '0.75rem',
})

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })
export const item = style({ minWidth: 0 })

const list = { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.md } as const
export const layout = styleVariants({
  bento: {
    ...list,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  },
  grid: {
    ...list,
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    '@media': {
      'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      [desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
    },
  },
})
globalStyle(`${layout.bento} > li:first-child`, { gridColumn: 'span 2', gridRow: 'span 2' })
globalStyle(`${layout.bento} > li:first-child [data-block="game-card"] > button > span:first-child`, {
  borderRadius: vars.radius.lg,
  boxShadow: `0 0 0 3px ${vars.color.brandAccent}, ${vars.shadow.lg}`,
})

/** The row of round game icons with a neon ring. */
export const circles = style({})
globalStyle(`${circles} [data-block="game-card"] > button`, { alignItems: 'center', textAlign: 'center' })
globalStyle(`${circles} [data-block="game-card"] > button > span:first-child`, {
  width: '100%',
  borderRadius: '50%',
  boxShadow: `0 0 0 3px ${vars.color.brandAccent}`,
})
globalStyle(`${circles} [data-block="game-card"] > button > span:last-child`, { width: '100%' })
