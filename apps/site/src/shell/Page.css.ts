import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const page = style({
  // Its padding inside its width: a page outside a template's layout (the minigame's) has no border-box reset.
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 960,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  textTransform: vars.font.headingTransform as 'none',
  letterSpacing: vars.font.headingLetterSpacing,
  color: vars.color.text,
})

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeMd })

export const panel = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const prose = style({ lineHeight: 1.6, color: vars.color.text, overflowWrap: 'anywhere' })
globalStyle(`${prose} h2, ${prose} h3`, {
  fontFamily: vars.font.heading,
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
})
/**
 * A link on a shell page: brand on the page's surfaces, a pair the theme contract checks for every colour
 * theme (docs/architecture.md#templates), and underlined, so it does not rely on colour alone.
 */
export const link = style({
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  textUnderlineOffset: 4,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
globalStyle(`${prose} a`, { color: vars.color.brand })
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space.sm}` })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
})

export const fact = style({
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
})

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const factValue = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold })

export const muted = style({ color: vars.color.textMuted, margin: 0 })
