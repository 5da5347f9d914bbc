import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
})

export const unread = style({ borderColor: vars.color.brand })
export const itemTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold })
export const itemBody = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.textMuted })
export const itemMeta = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
})

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm })
export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const numeric = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }])

export const progressTrack = style({
  height: 10,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
})
export const progressFill = style({
  height: '100%',
  background: vars.color.brand,
  borderRadius: vars.radius.pill,
})
