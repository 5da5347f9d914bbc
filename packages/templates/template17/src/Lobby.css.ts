import { bare, fieldLabel as label, lobbyTally, selectBox, solidButton } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg })

/** A cinematic title line: light, wide-set, with the game count tucked under it. */
export const marquee = style({ display: 'grid', gap: vars.space.xxs })
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightRegular,
  fontSize: `clamp(${vars.font.sizeXl}, 4.5vw, ${vars.font.sizeHero})`,
  letterSpacing: '0.06em',
  lineHeight: 1.05,
})
export const tally = style(lobbyTally({ textTransform: 'uppercase', letterSpacing: '0.12em' }))

/** The search, then the sort and the favourites toggle side by side on phones; one line at desktop. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"search search" "sort favourites"',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(200px, 340px) minmax(160px, 220px) auto',
      gridTemplateAreas: '"search sort favourites"',
      justifyContent: 'start',
      gap: vars.space.md,
    },
  },
})
export const search = style({ gridArea: 'search', minWidth: 0 })
export const sort = style({ gridArea: 'sort', display: 'grid', gap: vars.space.xxs, minWidth: 0 })
export const fieldLabel = style(label({ color: vars.color.textMuted }))
export const select = style(selectBox({ radius: vars.radius.lg }))
/** Favourites: a soft glass pill; pressed, it glows in the accent like a picked chip. */
export const favourites = style({
  gridArea: 'favourites',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
      color: vars.color.textOnBrandAccent,
      boxShadow: vars.shadow.md,
    },
  },
})

/** The provider chips, then the select of the rest of the providers at the end of their line. */
export const providers = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
  minWidth: 0,
})
export const more = style({})
globalStyle(`${more} select`, { minHeight: 36, borderRadius: vars.radius.lg })

/**
 * Provider chips: radio buttons dressed as soft pills; the picked one is lit in the accent. One sideways line on
 * phones, wrapping at desktop.
 */
export const chips = style({
  display: 'flex',
  gap: vars.space.xs,
  ...bare,
  flex: '1 1 100%',
  minWidth: 0,
  // Room for the focus ring inside the scroller, its edge still on the column's.
  padding: 4,
  marginInline: -4,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '@media': { [desktop]: { flex: '0 1 auto', flexWrap: 'wrap', overflowX: 'visible' } },
})
globalStyle(`${chips} > legend`, {
  width: '100%',
  padding: 0,
  marginBottom: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
})
globalStyle(`${chips} > label`, {
  position: 'relative',
  flex: 'none',
  whiteSpace: 'nowrap',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  cursor: 'pointer',
  fontSize: vars.font.sizeSm,
})
globalStyle(`${chips} > label:has(input:checked)`, {
  background: vars.color.brandAccent,
  borderColor: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
})
globalStyle(`${chips} > label:focus-within`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 })
globalStyle(`${chips} input`, { position: 'absolute', width: 1, height: 1, margin: 0, opacity: 0 })

/** Cinematic cards: soft corners and a glow ring on hover. */
export const results = style({ minWidth: 0 })
globalStyle(`${results} [data-block="game-card"] > button:first-child`, { borderRadius: vars.radius.md })
globalStyle(`${results} [data-block="game-card"] > button:first-child:hover`, {
  boxShadow: `0 0 0 3px ${vars.color.brandAccent}, ${vars.shadow.lg}`,
})

export const reset = style(solidButton(vars.radius.md))
