import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const placeholder = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  boxSizing: 'border-box',
})

export const text = style({ fontWeight: vars.font.weightBold, lineHeight: 1 })
