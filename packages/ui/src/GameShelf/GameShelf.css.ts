import { style } from '@vanilla-extract/css'
import { reducedMotion } from '../styles/shared.css'
import { vars } from '../theme/contract.css'

export const shelf = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'var(--shelf-item)',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  // The first card snaps where it already stands: without this the shelf scrolls itself by its padding as it
  // first shows, and browsers take that scroll for the player's (they stop measuring the largest paint).
  scrollPaddingInline: vars.space.xxs,
  scrollBehavior: 'smooth',
  scrollbarWidth: 'thin',
  '@media': { [reducedMotion]: { scrollBehavior: 'auto' } },
})

export const item = style({ scrollSnapAlign: 'start', minWidth: 0 })

export const arrow = style({
  display: 'none',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  ':disabled': { opacity: 0.45, cursor: 'default' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  '@media': { '(min-width: 768px) and (hover: hover)': { display: 'grid' } },
})
