import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xl))

export const hidden = style(kit.srOnly({ clip: 'rect(0 0 0 0)' }))

/** The jackpot band: the card hero edge to edge of the column, centred on phones, a gold rule round it. */
export const band = style({
  selectors: {
    [`${home} &`]: {
      textAlign: 'center',
      outline: `3px solid ${vars.color.brandAccent}`,
      outlineOffset: -8,
      '@media': { [desktop]: { textAlign: 'left' } },
    },
  },
})
globalStyle(`${band} > div`, { alignItems: 'center', '@media': { [desktop]: { alignItems: 'flex-start' } } })

export const jackpot = style({
  ...kit.jackpotLine('clamp(1.75rem, 5vw, 3.5rem)'),
  fontFamily: vars.font.heading,
})
export const digit = style({ ...kit.digitBlock, borderRadius: vars.radius.sm })
export const separator = style({ alignSelf: 'end' })

export const section = style(kit.stack(vars.space.sm))
export const tiles = style(kit.gridList(vars.space.md, 3, { [desktop]: 6 }))

/** The house perks as three gold coins: a round icon badge over a centred title, line and link. */
export const perks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xl,
  margin: 0,
  padding: `${vars.space.lg} 0`,
  listStyle: 'none',
  borderBlock: `2px solid ${vars.color.brandAccent}`,
})
export const perk = style({
  flex: '1 1 220px',
  maxWidth: 320,
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
})
globalStyle(`${perk} > svg`, {
  boxSizing: 'content-box',
  padding: vars.space.md,
  borderRadius: '50%',
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  boxShadow: vars.shadow.md,
})
export const perkTitle = style({
  margin: `${vars.space.sm} 0 0`,
  font: `${vars.font.weightBold} ${vars.font.sizeLg} ${vars.font.heading}`,
})
export const perkText = style(kit.mutedLine)
export const perkLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  textDecorationColor: vars.color.brandAccent,
  textUnderlineOffset: 4,
})

/** The categories as gold coins: a round icon over its name, one sideways line on phones, wrapped at desktop. */
export const halls = style({ minWidth: 0 })
globalStyle(`${halls} > ul`, {
  justifyContent: 'safe center',
  paddingBlock: vars.space.sm,
  '@media': { [desktop]: { flexWrap: 'wrap', overflowX: 'visible', gap: 6 } },
})
globalStyle(`${halls} a`, {
  width: 88,
  height: 88,
  paddingInline: 12,
  '@media': { [desktop]: { width: 84, height: 84 } },
  borderRadius: '50%',
  border: 0,
  boxShadow: `inset 0 0 0 3px ${vars.color.brandAccent}, ${vars.shadow.sm}`,
})

/** The winners and withdrawals board, ruled in gold like the jackpot band. */
export const feed = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: `inset 0 0 0 3px ${vars.color.brandAccent}`,
})
globalStyle(`${feed} > h2`, { textAlign: 'center' })
