import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid' })

export const staticList = style([
  list,
  {
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(var(--grid-min), 100%), 1fr))',
    gap: 'var(--grid-gap)',
  },
])

export const window_ = style([list, { position: 'absolute', insetInline: 0, top: 0 }])

export const viewport = style({ position: 'relative', width: '100%' })

export const item = style({ minWidth: 0 })

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: 'center',
})

export const stateTitle = style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weightBold })
export const stateText = style({ margin: 0 })
