import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

const focus = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 }

/** The "More providers" select: a pill like the chips beside it, its first option the count of the rest. */
/**
 * Positioned, so its visually hidden label is placed inside the chips' sideways scroller: placed by the page
 * instead, the label sat past the screen's right edge and the whole page scrolled sideways.
 */
export const more = style({ display: 'inline-flex', minWidth: 0, position: 'relative' })

export const moreSelect = style({
  minHeight: 36,
  maxWidth: '100%',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  ':focus-visible': focus,
})

/** The favourites toggle: a pill with a heart; pressed, the heart fills in the critical colour. */
export const favourites = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':focus-visible': focus,
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.critical } },
})

globalStyle(`${favourites}[aria-pressed="true"] svg`, { color: vars.color.critical })
