import { style } from '@vanilla-extract/css'
import { colours } from '../theme.css'

export const stake = style({ display: 'flex', flexDirection: 'column', gap: 8 })
export const stepper = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr) 48px',
  gap: 6,
  alignItems: 'stretch',
})
export const step = style({
  minHeight: 48,
  borderRadius: 12,
  border: `1px solid ${colours.line}`,
  background: colours.panelHigh,
  fontSize: 24,
  fontWeight: 800,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'not-allowed' } },
})
export const amount = style({
  minWidth: 0,
  minHeight: 48,
  textAlign: 'center',
  borderRadius: 12,
  border: `1px solid ${colours.line}`,
  background: colours.night,
  fontSize: 20,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
})
export const presets = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 6 })
export const limits = style({ margin: 0, fontSize: 12, color: colours.muted })
