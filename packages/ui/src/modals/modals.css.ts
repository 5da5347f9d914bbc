import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

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

export const partnerList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const partnerLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  ':hover': { borderColor: vars.color.brand },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const partnerLogo = style({
  width: '100%',
  maxWidth: 140,
  height: 'auto',
  aspectRatio: '5 / 2',
  objectFit: 'contain',
})

export const collapse = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const arrow = style({
  display: 'flex',
  transition: `transform ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

export const languageList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const languageOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 48,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.brand },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  selectors: {
    '&[aria-current="true"]': {
      borderColor: vars.color.brand,
      borderWidth: 2,
      fontWeight: vars.font.weightBold,
    },
  },
})

export const languageCode = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: 40,
  height: 28,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: '0.75rem',
  fontWeight: vars.font.weightBold,
})

export const statusIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.pill,
  border: `2px solid currentColor`,
  alignSelf: 'center',
})

export const critical = style({ color: vars.color.critical })
export const warning = style({ color: vars.color.warning })

export const centered = style({ margin: 0, textAlign: 'center' })
