import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

/** The one visible focus ring every interactive block uses. */
export const focusRing = style({
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

/** A plain button with no browser chrome, for icon buttons and links styled as buttons. */
export const unstyledButton = style({
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: 0,
  margin: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
})

export const reducedMotion = '(prefers-reduced-motion: reduce)'
