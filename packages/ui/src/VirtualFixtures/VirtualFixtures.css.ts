import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

/* Only the theme contract's roles, so each template's colours, shapes and type dress the block. */

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const fixture = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  '@media': {
    '(min-width: 960px)': { gridTemplateColumns: 'minmax(200px, 1fr) minmax(0, 2fr)', alignItems: 'center' },
  },
})

export const info = style({ minWidth: 0 })

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
})

export const live = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.criticalSoft,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
})

export const pairing = style({
  margin: `${vars.space.xxs} 0 0`,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeMd,
})

export const markets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

const fieldset = { margin: 0, padding: 0, border: 0, minWidth: 0 } as const

export const prices = style({
  ...fieldset,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(64px, 1fr)',
  gap: vars.space.xxs,
  flex: '1 1 200px',
})

export const runners = style({
  ...fieldset,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.xxs,
  flex: '1 1 100%',
})

export const price = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.sizeSm,
})

/** Odds still open for bets: a link to the game. */
export const priceLink = style([
  price,
  {
    ':hover': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
])

/** Odds of a fixture under way or over: shown, not offered. */
export const closed = style([price, { background: vars.color.surfaceSunken, borderStyle: 'dashed' }])

export const mark = style({
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const odds = style({ fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' })
