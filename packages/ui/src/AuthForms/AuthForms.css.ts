import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

/** The sign-in and sign-up forms, the same in a modal and on a page. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const formError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.critical}`,
  color: vars.color.critical,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
})

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
})

export const linkButton = style({
  minHeight: 44,
  padding: `0 ${vars.space.xxs}`,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  textUnderlineOffset: 4,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  ':disabled': { color: vars.color.textMuted, textDecoration: 'none', cursor: 'default' },
})

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })

export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
})

export const checkbox = style({
  width: 20,
  height: 20,
  margin: '2px 0 0',
  accentColor: vars.color.brand,
  flex: 'none',
})
