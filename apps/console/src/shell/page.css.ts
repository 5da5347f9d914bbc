import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'

/** The blocks every console screen is made of: a titled page, panels, a row of actions, a form grid. */
export const page = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  display: 'grid',
  // One column no wider than the screen: a wide child (a tab bar, a table) scrolls inside it instead.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
})

export const pageHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const title = style({ margin: 0, fontSize: vars.font.sizeXl, lineHeight: 1.2 })
export const subtitle = style({ margin: 0, fontSize: vars.font.sizeLg })
export const muted = style({ color: vars.color.textMuted, margin: 0 })

export const panel = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.surfaceSunken}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })

export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  alignItems: 'start',
})

export const fieldset = style({
  border: `1px solid ${vars.color.surfaceSunken}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
})

export const legend = style({ fontWeight: vars.font.weightBold, padding: `0 ${vars.space.xs}` })

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontWeight: vars.font.weightBold,
})

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.positiveSoft,
  color: vars.color.positive,
  fontWeight: vars.font.weightBold,
})

export const link = style({ color: vars.color.brand, fontWeight: vars.font.weightBold })
