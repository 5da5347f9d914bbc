import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Named on phones too: areas that only the desktop grid names would stack on top of each other.
  gridTemplateAreas: '"head" "side" "tools" "results"',
  gap: vars.space.md,
  '@media': {
    [desktop]: {
      gridTemplateColumns: '240px minmax(0, 1fr)',
      gridTemplateAreas: '"head head" "side tools" "side results"',
      columnGap: vars.space.xl,
      alignItems: 'start',
    },
  },
})
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  gridArea: 'head',
})
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  textTransform: vars.font.headingTransform as 'none',
  letterSpacing: vars.font.headingLetterSpacing,
  '@media': { [desktop]: { fontSize: vars.font.sizeHero } },
})
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })

/** The category rail: a sideways-scrolling row on phones, a sticky column beside the games on desktop. */
export const side = style({
  minWidth: 0,
  gridArea: 'side',
  '@media': { [desktop]: { position: 'sticky', top: 64 } },
})
globalStyle(`${side} > nav`, {
  width: 'auto',
  padding: 0,
  background: 'transparent',
  border: 0,
  overflow: 'visible',
})
globalStyle(`${side} ul`, {
  flexDirection: 'row',
  overflowX: 'auto',
  paddingBottom: vars.space.xs,
  '@media': { [desktop]: { flexDirection: 'column', overflowX: 'visible' } },
})
globalStyle(`${side} a`, {
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weightRegular,
  color: vars.color.text,
})
globalStyle(`${side} a[aria-current="page"]`, {
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
})

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
  gridArea: 'tools',
})
export const field = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 220px', maxWidth: 360 })
export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
})
export const select = style({
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const results = style({ minWidth: 0, gridArea: 'results', display: 'grid', gap: vars.space.md })
globalStyle(`${results} [data-block="game-card"] > button`, { borderRadius: vars.radius.md })
export const reset = style({ justifySelf: 'center' })
