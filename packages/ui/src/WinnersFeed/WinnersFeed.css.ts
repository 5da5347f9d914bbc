import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const root = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
})

export const subtitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
})

export const columns = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(280px, 100%), 1fr))',
})

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xxs })

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  // The surface, where the success colour meets AA as text (docs/architecture.md#templates: contrast pairs).
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.text,
})

export const who = style({ display: 'grid', minWidth: 0 })

const line = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const

export const account = style({ ...line, fontWeight: vars.font.weightBold, fontSize: vars.font.sizeSm })

export const detail = style({ ...line, color: vars.color.textMuted, fontSize: '0.75rem' })

export const amount = style({
  fontWeight: vars.font.weightBold,
  color: vars.color.positive,
  whiteSpace: 'nowrap',
})

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
