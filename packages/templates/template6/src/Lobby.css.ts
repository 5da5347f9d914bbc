import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"head" "side" "tools" "results"',
  gap: vars.space.md,
  '@media': {
    [desktop]: {
      gridTemplateColumns: '220px minmax(0, 1fr)',
      gridTemplateAreas: '"head head" "side tools" "side results"',
      columnGap: vars.space.xl,
      alignItems: 'start',
    },
  },
})
export const head = style({
  gridArea: 'head',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  borderBottom: `3px double ${vars.color.brand}`,
  paddingBottom: vars.space.xs,
})
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  letterSpacing: vars.font.headingLetterSpacing,
  '@media': { [desktop]: { fontSize: vars.font.sizeHero } },
})
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })

/** The category list: a sideways strip on phones, a sticky column beside the cards on desktop. */
export const sidebar = style({
  gridArea: 'side',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  overflowY: 'visible',
  '@media': { [desktop]: { position: 'sticky', top: 24 } },
})
globalStyle(`${sidebar} ul`, {
  flexDirection: 'row',
  overflowX: 'auto',
  '@media': { [desktop]: { flexDirection: 'column', overflowX: 'visible' } },
})
globalStyle(`${sidebar} p`, { display: 'none', '@media': { [desktop]: { display: 'block' } } })
globalStyle(`${sidebar} a`, { whiteSpace: 'nowrap', borderRadius: vars.radius.sm })
globalStyle(`${sidebar} a[aria-current="page"]`, {
  background: vars.color.brandSoft,
  color: vars.color.text,
  boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
})

export const tools = style({
  gridArea: 'tools',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
})
export const field = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 220px', maxWidth: 360 })
export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
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
})
export const results = style({ gridArea: 'results', minWidth: 0 })
