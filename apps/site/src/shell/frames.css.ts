import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'

export const plainPage = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
})

export const plainHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const plainMain = style({
  flex: 1,
  // The full width with its padding inside it: content-box made it wider than a phone's screen by the padding.
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: vars.space.md,
})

export const backLink = style({
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const siteTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  color: vars.color.text,
})

export const minigamePage = style([
  plainPage,
  {
    background: `radial-gradient(circle at 50% 0%, ${vars.color.brandSoft}, ${vars.color.surface} 70%)`,
  },
])
