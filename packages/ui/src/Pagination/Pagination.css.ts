import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 44,
  height: 44,
  padding: `0 ${vars.space.xs}`,
  boxSizing: 'border-box',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.brand },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
    },
    '&[aria-disabled="true"], &:disabled': { opacity: 0.45, cursor: 'default', pointerEvents: 'none' },
  },
})

export const jump = style({ letterSpacing: '0.1em' })
