import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'

export const bar = style({
  background: '#14213d',
  color: '#ffffff',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
})

export const brand = style({
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
  marginRight: 'auto',
})

export const nav = style({
  order: 3,
  flexBasis: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': { 'screen and (min-width: 900px)': { order: 0, flexBasis: 'auto' } },
})

export const navLink = style({
  color: '#ffffff',
  textDecoration: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  ':hover': { background: 'rgb(255 255 255 / 0.12)' },
  ':focus-visible': { outline: '3px solid #ffd166', outlineOffset: 1 },
  selectors: { '&[aria-current="page"]': { background: 'rgb(255 255 255 / 0.2)', fontWeight: 700 } },
})

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' })

export const picker = style({
  minHeight: 36,
  borderRadius: vars.radius.sm,
  border: '1px solid #9aa5bd',
  background: '#1f2f55',
  color: '#ffffff',
  font: 'inherit',
  padding: `0 ${vars.space.xs}`,
})

export const signOut = style({
  minHeight: 36,
  border: '1px solid #9aa5bd',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: '#ffffff',
  font: 'inherit',
  padding: `0 ${vars.space.sm}`,
  cursor: 'pointer',
  ':focus-visible': { outline: '3px solid #ffd166', outlineOffset: 1 },
})

export const roleTag = style({ fontSize: vars.font.sizeSm, opacity: 0.9 })
