import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xl))

/** The jackpot stage: an accent-framed cabinet screen; text and odometer beside four tiles on desktop. */
export const stage = style({
  display: 'grid',
  gap: vars.space.lg,
  ...kit.accentPanel('4px'),
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)',
      alignItems: 'center',
      padding: vars.space.xxl,
    },
  },
})
export const hero = style({})
globalStyle(`${stage} > ${hero}`, {
  ...kit.bareHero,
  textAlign: 'center',
  '@media': { [desktop]: { display: 'block', textAlign: 'left' } },
})
globalStyle(`${hero} > div`, {
  padding: 0,
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [desktop]: { alignItems: 'flex-start', padding: 0 } },
})
globalStyle(`${hero} > div > p:first-child`, { order: -2, color: vars.color.brand, letterSpacing: '0.12em' })
globalStyle(`${hero} h1`, { fontSize: kit.heroSize('5vw'), textTransform: 'uppercase' })

export const odometer = style({ order: -1, ...kit.jackpotLine('clamp(1.5rem, 3.6vw, 3rem)') })
export const readOut = style(kit.srOnly({ clipPath: 'inset(50%)' }))
export const wheel = style(kit.digitBlock)
export const mark = style({ alignSelf: 'end', color: vars.color.text })

/** Four quick-play tiles: a row on phones, two by two on desktop. */
export const quickPlay = style(kit.gridList(vars.space.sm, 4, { [desktop]: 2 }))

/** Dense square tiles: three a row on phones, eight on desktop. */
export const dense = style(kit.stack(vars.space.sm))
globalStyle(`${dense} ul`, { gridTemplateColumns: kit.cols(3), ...kit.columnsAt({ [desktop]: 8 }) })
globalStyle(`${dense} h2`, { textTransform: 'uppercase', letterSpacing: '0.08em' })

/** The category shortcuts: square cabinet buttons in capitals, a sideways row on phones, a full row on desktop. */
export const buttons = style({ minWidth: 0 })
globalStyle(`${buttons} ul`, {
  '@media': {
    [desktop]: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(88px, 1fr))', gap: 6 },
  },
})
globalStyle(`${buttons} a`, {
  width: 88,
  border: `2px solid ${vars.color.border}`,
  borderRadius: 0,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  fontSize: '0.6875rem',
  '@media': { [desktop]: { width: '100%' } },
})
globalStyle(`${buttons} a:hover`, { borderColor: vars.color.brand })
globalStyle(`${buttons} a svg`, { color: vars.color.brand })
globalStyle(`${buttons} a[aria-current="page"] svg`, { color: 'currentColor' })

/** The promotions: square tickets with a star, a 2 px frame and a hard shadow; three a row on desktop. */
export const tickets = style(kit.gridList(vars.space.sm, undefined, { [desktop]: 3 }))
export const ticket = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.md,
  height: '100%',
  padding: vars.space.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brand },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
globalStyle(`${ticket} > svg`, { gridRow: 'span 2', color: vars.color.brand })
export const ticketTitle = style({
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  fontSize: vars.font.sizeMd,
})
export const ticketText = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })

/** The winners as a high-score table: the cabinet's accent frame, the title in spaced capitals. */
export const scores = style({
  ...kit.accentPanel('4px'),
  padding: vars.space.md,
  '@media': { [desktop]: { padding: vars.space.xl } },
})
globalStyle(`${scores} h2`, { textTransform: 'uppercase', letterSpacing: '0.12em' })
globalStyle(`${scores} h3`, { textTransform: 'uppercase', letterSpacing: '0.08em' })
globalStyle(`${scores} li`, { borderRadius: 0 })
