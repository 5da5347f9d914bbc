import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xl))

export const hidden = style(kit.srOnly({ clip: 'rect(0 0 0 0)' }))

export const carousel = style({ position: 'relative', display: 'grid', gap: vars.space.sm })
export const viewport = style({ overflow: 'hidden', borderRadius: vars.radius.lg })
export const track = style({
  display: 'flex',
  ...kit.bareList,
  transition: `transform 450ms ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})
export const slide = style({ flex: '0 0 100%', display: 'grid', minWidth: 0 })
/** One slide: text on the solid brand panel, the art beside it on desktop and above it on phones. */
export const card = style({
  minHeight: 260,
  '@media': { [desktop]: { minHeight: 400, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
})
globalStyle(`${card} h2`, { fontSize: kit.heroSize('4vw'), lineHeight: 1.05 })

export const controls = style(kit.centredRow)
export const arrow = style({
  ...kit.roundButton,
  padding: 0,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
export const counter = style({
  minWidth: '4ch',
  margin: 0,
  textAlign: 'center',
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
})

export const wallSection = style(kit.stack(vars.space.md))
/** Two columns on phones, four from 600 px, six on desktop; every seventh tile spans two by two. */
export const wall = style({
  ...kit.gridList(vars.space.md, 2, { [kit.from600]: 4, [desktop]: 6 }),
  gridAutoFlow: 'dense',
})
globalStyle(`${wall} > li:nth-child(7n + 1)`, kit.span2x2)
globalStyle(`${home} h2`, { fontSize: vars.font.sizeXl })

/** The categories as icon tiles under the carousel: a sideways strip on phones, one even row on desktop. */
export const shortcuts = style({ minWidth: 0 })
globalStyle(`${shortcuts} li`, { '@media': { [desktop]: { flex: '1 1 0', minWidth: 0 } } })
globalStyle(`${shortcuts} a`, { '@media': { [desktop]: { width: '100%' } } })

/** The promotions beside the winners feed on desktop; stacked on phones. */
export const desk = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [desktop]: { gridTemplateColumns: 'minmax(0, 1.7fr) minmax(0, 1fr)', alignItems: 'start' },
  },
})
export const offers = style(kit.stack(vars.space.md))

/**
 * Brochures: art on top, the words under it, on a raised card with the template's rounding; a sideways row on
 * phones, three a row from 600 px.
 */
export const brochures = style({
  ...kit.swipeRow('min(78%, 300px)', vars.space.md),
  '@media': {
    [kit.from600]: { gridAutoFlow: 'row', gridTemplateColumns: kit.cols(3), overflowX: 'visible' },
  },
})
export const brochure = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  gap: vars.space.xs,
  height: '100%',
  paddingBottom: vars.space.md,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brand,
})
globalStyle(`${brochure} > svg`, { margin: `${vars.space.md} ${vars.space.md} 0` })
export const brochureArt = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
})
const inset = { marginInline: vars.space.md } as const
export const brochureTitle = style({ ...kit.cardTitle, ...inset, marginBlock: 0, fontSize: vars.font.sizeMd })
export const brochureText = style({ ...kit.mutedLine, ...inset })
export const brochureLink = style({
  ...kit.brandLink,
  ...inset,
  justifySelf: 'start',
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

/** The winners feed: a raised panel with a barred title like the sections', wins over withdrawals. */
export const feed = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
})
globalStyle(`${feed} > h2`, {
  paddingLeft: vars.space.sm,
  borderLeft: `4px solid ${vars.color.brandAccent}`,
  lineHeight: 1.2,
})
