import { reducedMotion } from '@lobbykit/ui/styles'
import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'

/* The lucky spin (docs/product.md#minigame), themed only through the contract so it suits every template. */

export const spinLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  justifyItems: 'center',
  '@media': { '(min-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(260px, 360px)' } },
})

export const wheelBox = style({
  position: 'relative',
  width: 'min(100%, 420px)',
  aspectRatio: '1',
  paddingTop: 18,
})

export const wheel = style({
  display: 'block',
  width: '100%',
  height: '100%',
  borderRadius: '50%',
  boxShadow: vars.shadow.lg,
  transition: 'transform 4.8s cubic-bezier(0.12, 0.7, 0.1, 1)',
  '@media': { [reducedMotion]: { transition: 'none' } },
})

export const pointer = style({
  position: 'absolute',
  top: 0,
  left: '50%',
  width: 36,
  height: 44,
  transform: 'translateX(-50%)',
  zIndex: 1,
  filter: 'drop-shadow(0 2px 2px rgb(0 0 0 / 0.35))',
})

export const pointerShape = style({ fill: vars.color.critical, stroke: vars.color.surface, strokeWidth: 2 })

export const segmentA = style({ fill: vars.color.brand })
export const segmentB = style({ fill: vars.color.brandAccent })
export const segmentC = style({ fill: vars.color.surfaceRaised })
export const labelA = style({ fill: vars.color.textOnBrand })
export const labelB = style({ fill: vars.color.textOnBrandAccent })
export const labelC = style({ fill: vars.color.text })
export const label = style({ fontFamily: vars.font.heading, fontWeight: 700 })
export const rim = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 6 })
export const hub = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 3 })

export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: 360,
})

export const result = style({
  margin: 0,
  minHeight: '1.5em',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
})

export const reason = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center' })

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs })
