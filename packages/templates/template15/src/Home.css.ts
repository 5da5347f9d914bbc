import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl })

export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

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
  display: 'flex',
  flexWrap: 'nowrap',
  gap: 3,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.75rem, 5vw, 3.5rem)',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
})
export const digit = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.1ch',
  padding: '0.1em 0.06em',
  borderRadius: vars.radius.sm,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  boxShadow: vars.shadow.md,
})
export const separator = style({ alignSelf: 'end' })

export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
})

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
export const perkText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const perkLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  textDecorationColor: vars.color.brandAccent,
  textUnderlineOffset: 4,
})
