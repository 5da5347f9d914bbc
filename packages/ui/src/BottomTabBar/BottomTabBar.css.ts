import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 30,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  paddingBottom: 'env(safe-area-inset-bottom)',
})

export const list = style({
  display: 'grid',
  gridAutoColumns: '1fr',
  gridAutoFlow: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  minHeight: 56,
  width: '100%',
  padding: `${vars.space.xxs} 0`,
  border: 0,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: '0.6875rem',
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  selectors: { '&[aria-current="page"]': { color: vars.color.text } },
})

export const activeMark = style({
  display: 'block',
  width: 24,
  height: 3,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  selectors: { [`${item}[aria-current="page"] &`]: { background: vars.color.brand } },
})

export const featured = style({
  color: vars.color.textOnBrand,
  background: vars.color.brand,
  borderRadius: vars.radius.pill,
  width: 44,
  height: 44,
  marginTop: -18,
  display: 'grid',
  placeItems: 'center',
  boxShadow: vars.shadow.md,
})

/** Space a page keeps at its end so the fixed bar never covers content. */
export const spacer = style({ height: 'calc(60px + env(safe-area-inset-bottom))' })
