import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

const focus = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 }

/** The search fills a phone's screen and most of a desktop's height. */
export const panel = style({ minHeight: 'min(80dvh, 640px)' })

export const form = style({ marginBottom: vars.space.md })

export const results = style({ display: 'grid', gap: vars.space.sm })

export const tally = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })

export const more = style({ justifySelf: 'center' })

export const recent = style({ display: 'grid', gap: vars.space.xs })

export const recentHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })

export const recentTitle = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted })

export const textButton = style({
  minHeight: 44,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'none',
  color: vars.color.brand,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':focus-visible': focus,
})

export const recentList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 2 })

export const recentItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs })

export const recentSearch = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceRaised },
  ':focus-visible': focus,
})

export const remove = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { color: vars.color.text },
  ':focus-visible': focus,
})

export const hint = style({ margin: 0, color: vars.color.textMuted })
