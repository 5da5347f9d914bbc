import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
})

export const sessionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const session = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
})

export const device = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
})

export const current = style({
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
})

export const details = style({
  margin: `${vars.space.xxs} 0 0`,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
})

export const detail = style({ display: 'flex', gap: vars.space.xxs })

export const detailValue = style({ margin: 0, color: vars.color.text })
