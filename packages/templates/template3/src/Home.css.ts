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
