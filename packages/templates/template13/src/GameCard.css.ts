import { vars } from '@lobbykit/ui/theme'
import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css'

export const card = style({ position: 'relative', minWidth: 0 })

export const look = styleVariants({
  tile: { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
  circle: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xs,
    textAlign: 'center',
  },
})

export const play = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  overflow: 'hidden',
  transition: `transform ${vars.motion.duration} ${vars.motion.easing}, box-shadow ${vars.motion.duration} ${vars.motion.easing}`,
  ':hover': { transform: 'rotate(-1.5deg) scale(1.03)' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

export const art = style({ display: 'block', width: '100%', height: 'auto', objectFit: 'cover' })

export const playBadge = style({
  position: 'absolute',
  right: 8,
  bottom: 8,
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.md,
  opacity: 0,
  transition: `opacity ${vars.motion.duration} ${vars.motion.easing}`,
})
globalStyle(`${play}:hover ${playBadge}, ${play}:focus-visible ${playBadge}`, { opacity: 1 })

export const info = style({ minWidth: 0 })
export const name = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
  lineHeight: 1.3,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})
export const provider = style({
  margin: 0,
  fontSize: '0.75rem',
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const rank = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeHero,
  lineHeight: 1,
  minWidth: '1.4ch',
  textAlign: 'right',
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
})

export const favourite = style({
  position: 'absolute',
  top: 6,
  right: 6,
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '50%',
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { color: vars.color.brandAccent } },
})
globalStyle(`${favourite}[aria-pressed="true"] svg`, { fill: 'currentColor' })

globalStyle(`${look.tile} ${art}`, { aspectRatio: '1 / 1', borderRadius: vars.radius.lg })
globalStyle(`${look.tile} ${play}`, { borderRadius: vars.radius.lg })
globalStyle(`${look.circle} ${art}`, { aspectRatio: '1 / 1', borderRadius: '50%' })
globalStyle(`${look.circle} ${play}`, { borderRadius: '50%' })
globalStyle(`${look.circle} ${play}`, { boxShadow: `0 0 0 3px ${vars.color.brandAccent}` })
globalStyle(`${look.circle} ${info}`, { width: '100%' })

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } })
export const skeleton = style({
  display: 'block',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
