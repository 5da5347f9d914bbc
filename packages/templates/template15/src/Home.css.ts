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

export const perks = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})
export const perk = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brand,
})
export const perkTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
})
export const perkText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const perkLink = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  textDecorationColor: vars.color.brand,
  textUnderlineOffset: 3,
})
