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
export const categories = style({
  minWidth: 0,
  gridArea: 'side',
  '@media': { [desktop]: { position: 'sticky', top: 96 } },
})
export const categoryList = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: `0 0 ${vars.space.xs}`,
  listStyle: 'none',
  overflowX: 'auto',
  '@media': { [desktop]: { flexDirection: 'column', overflowX: 'visible' } },
})
export const category = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.text,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
  },
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { color: vars.color.brand },
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
  color: vars.color.textMuted,
  padding: 0,
})
export const inputWrap = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  color: vars.color.textMuted,
})
globalStyle(`${inputWrap} svg`, { position: 'absolute', left: 12, pointerEvents: 'none' })
export const input = style({
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[type="search"]': { paddingLeft: 40 } },
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
})
export const providers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
})
export const providerChip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  ':focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 })
globalStyle(`${providerChip}:has(${radio}:checked)`, {
  background: vars.color.brandAccent,
  borderColor: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  fontWeight: vars.font.weightBold,
})
globalStyle(`${providers} > legend`, { float: 'left', width: '100%', marginBottom: vars.space.xxs })
export const results = style({ minWidth: 0, gridArea: 'results' })
export const games = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

export const item = style({ minWidth: 0 })
export const groups = style({ display: 'grid', gap: vars.space.xl })
export const group = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })
export const groupTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
})
export const message = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.border}`,
  textAlign: 'center',
  color: vars.color.text,
})
export const messageTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
})
export const reset = style({
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
})
