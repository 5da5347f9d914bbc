import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({ padding: 24, display: 'grid', gap: 32, fontFamily: 'system-ui, sans-serif' })

export const group = style({ display: 'grid', gap: 12 })

export const groupTitle = style({ margin: 0, fontSize: 20 })

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
  gap: 12,
})

export const card = style({
  display: 'grid',
  gap: 8,
  padding: 10,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  border: `1px solid ${vars.color.border}`,
})

export const caption = style({ margin: 0, fontSize: 13, lineHeight: 1.3 })
export const muted = style({ color: vars.color.textMuted })

export const swatches = style({ display: 'flex', gap: 4 })
export const swatch = style({
  width: 22,
  height: 22,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
})

export const mini = style({
  display: 'grid',
  gap: 6,
  padding: 6,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
})

export const miniHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '4px 6px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: 12,
})

export const miniButton = style({
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontFamily: vars.font.body,
  fontSize: 11,
  fontWeight: vars.font.weightBold,
})

export const miniAccent = style([
  miniButton,
  { background: vars.color.brandAccent, color: vars.color.textOnBrandAccent },
])

export const miniHero = style({
  padding: '10px 8px',
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontFamily: vars.font.heading,
  fontSize: 13,
  fontWeight: vars.font.weightBold,
  textTransform: vars.font.headingTransform as never,
})

export const miniCards = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 6 })

export const miniCard = style({
  height: 34,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  borderBottom: `3px solid ${vars.color.brandAccent}`,
})

export const miniText = style({ margin: 0, fontSize: 11, color: vars.color.textMuted })
export const missing = style({ margin: 0, fontSize: 13, fontStyle: 'italic' })
