/** Shared class names for templates: text for assistive tech only, the focus ring, a bare button. */
export { focusRing, reducedMotion, unstyledButton, visuallyHidden } from './shared.css'
