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
/** A table's own sideways scroller, so a wide table never widens the page. */
export const tableScroll = style({
  overflowX: 'auto',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})
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

export const missionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: vars.space.sm,
})
export const missionCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
})
export const missionReady = style({ borderColor: vars.color.brandAccent, borderWidth: 2 })
export const missionDone = style({ opacity: 0.8 })
export const missionTop = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})
export const missionReward = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brandAccent}`,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
})
export const missionBottom = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 36,
})
export const missionState = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
})
export const missionHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginBottom: vars.space.sm,
})
export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold })

export const referralShare = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
})
export const qrCode = style({ width: 168, height: 168, flexShrink: 0, borderRadius: vars.radius.sm })
export const referralLink = style({
  flex: '1 1 240px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})
export const linkField = style({
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
})
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
/** docs/product.md#vip-rewards: the VIP levels, a card each, as many side by side as the page's width holds. */
export const levelList = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.sm,
})
export const levelCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
})
export const levelCardOwn = style([
  levelCard,
  { borderColor: vars.color.brand, background: vars.color.brandSoft },
])
export const levelHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
})
/** A level's benefit lines. */
export const benefitList = style({
  margin: `${vars.space.xxs} 0 0`,
  paddingInlineStart: vars.space.md,
  fontSize: vars.font.sizeSm,
})
