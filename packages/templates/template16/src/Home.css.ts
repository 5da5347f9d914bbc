import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xxl))

/** The split banner: text on the warm soft panel, the art framed on the right from the breakpoint. */
export const banner = style({
  selectors: {
    [`${home} &`]: {
      background: vars.color.surfaceRaised,
      border: `3px double ${vars.color.brand}`,
      '@media': { [desktop]: { minHeight: 380 } },
    },
  },
})
globalStyle(`${banner} h1`, { fontSize: kit.heroSize('4vw') })

export const board = style(kit.stack(vars.space.md))

export const posters = style(kit.gridList(vars.space.lg, 2, { [desktop]: 4 }))

/** The top ten: numbered plates beside row cards, two columns from the breakpoint. */
export const topTen = style({
  ...kit.gridList(vars.space.sm, undefined, { [desktop]: 2 }),
  counterReset: 'rank',
})
globalStyle(`${topTen} > li`, {
  counterIncrement: 'rank',
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
})
globalStyle(`${topTen} > li::before`, {
  content: 'counter(rank)',
  display: 'grid',
  placeItems: 'center',
  height: 48,
  borderRadius: vars.radius.sm,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
})

/** Signposts to every category: small plank signs in the slab face; sideways on phones, sharing a line at desktop. */
export const signposts = style({ minWidth: 0 })
globalStyle(`${signposts} > ul`, {
  '@media': {
    [desktop]: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(88px, 1fr))' },
  },
})
globalStyle(`${signposts} a`, {
  width: 100,
  paddingInline: vars.space.xs,
  '@media': { [desktop]: { width: 'auto' } },
  borderRadius: vars.radius.sm,
  border: `3px double ${vars.color.brand}`,
  fontFamily: vars.font.heading,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

/** The bounty board: wins and withdrawals on the warm panel, ruled like the banner. */
export const bounties = style({
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `3px double ${vars.color.brand}`,
  background: vars.color.surfaceRaised,
  '@media': { [desktop]: { padding: vars.space.lg } },
})
globalStyle(`${bounties} > h2`, {
  fontSize: vars.font.sizeLg,
  '@media': { [desktop]: { fontSize: vars.font.sizeXl } },
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

/** Promotions as handbills: the art framed like a wanted poster over the title, a line and the link. */
export const handbills = style(kit.gridList(vars.space.lg, undefined, { [kit.from640]: 3 }))
export const handbill = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `3px double ${vars.color.brand}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
})
export const handbillArt = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderBottom: `3px double ${vars.color.brand}`,
})
export const handbillTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})
export const handbillText = style(kit.mutedLine)
export const handbillLink = style({
  ...kit.brandLink,
  justifySelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
})
