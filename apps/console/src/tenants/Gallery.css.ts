import { vars } from '@lobbykit/ui/theme'
import { createVar, style } from '@vanilla-extract/css'

export const templates = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
})

export const templateCard = style({
  border: `1px solid ${vars.color.surfaceSunken}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  padding: vars.space.sm,
  display: 'grid',
  gap: vars.space.xs,
  selectors: { '&[data-current="true"]': { borderColor: vars.color.brand, borderWidth: 2 } },
})

export const templateName = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold })

export const colours = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs })

export const colour = style({
  minHeight: 32,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      color: vars.color.textOnBrand,
      borderColor: vars.color.brand,
    },
  },
})

export const frames = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-start',
})

const scale = createVar()

/** A live site at its real width (390 or 1440 px), drawn smaller: the box takes the scaled size. */
export const frameBox = style({
  vars: { [scale]: '0.5' },
  position: 'relative',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
})

export const phoneBox = style({
  vars: { [scale]: '0.75' },
  width: `calc(390px * ${scale})`,
  height: `calc(844px * ${scale})`,
})

export const desktopBox = style({
  vars: { [scale]: '0.24' },
  width: `calc(1440px * ${scale})`,
  height: `calc(900px * ${scale})`,
  '@media': {
    'screen and (min-width: 700px)': { vars: { [scale]: '0.4' } },
    'screen and (min-width: 1200px)': { vars: { [scale]: '0.5' } },
  },
})

export const frame = style({
  border: 0,
  transformOrigin: '0 0',
  transform: `scale(${scale})`,
  background: '#ffffff',
})

export const phoneFrame = style({ width: 390, height: 844 })
export const desktopFrame = style({ width: 1440, height: 900 })

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xxs })
export const caption = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted })
