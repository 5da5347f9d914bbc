import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'

export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.xs,
})

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.surfaceSunken,
  ':hover': { background: vars.color.brandSoft },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
