import { bare, lobbyTally, solidButton } from '@lobbykit/ui/lobbyStyles'
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

/** Search beside the provider chips at desktop; stacked on phones. */
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(200px, 320px) minmax(0, 1fr)' } },
})
export const search = style({ minWidth: 0 })

/** Provider chips: radio buttons dressed as soft pills; the picked one glows in the accent. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, ...bare })
globalStyle(`${chips} > legend`, {
  width: '100%',
  padding: 0,
  marginBottom: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
})
globalStyle(`${chips} > label`, {
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
  boxShadow: vars.shadow.md,
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
