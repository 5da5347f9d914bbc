import { keyframes, style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { reducedMotion } from '../styles/shared.css'
import { vars } from '../theme/contract.css'

export const dialogSizes = ['sm', 'md', 'lg'] as const

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
})

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'grid',
  placeItems: 'end center',
  padding: 0,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.duration} ${vars.motion.easing}`,
  '@media': {
    '(min-width: 600px)': { placeItems: 'center', padding: vars.space.md },
    [reducedMotion]: { animation: 'none' },
  },
})

export const panel = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: '92dvh',
    overflow: 'hidden',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    border: `1px solid ${vars.color.border}`,
    borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
    boxShadow: vars.shadow.lg,
    animation: `${rise} ${vars.motion.duration} ${vars.motion.easing}`,
    ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '@media': {
      '(min-width: 600px)': { borderRadius: vars.radius.lg },
      [reducedMotion]: { animation: 'none' },
    },
  },
  variants: {
    size: {
      sm: { '@media': { '(min-width: 600px)': { maxWidth: 380 } } },
      md: { '@media': { '(min-width: 600px)': { maxWidth: 460 } } },
      lg: { '@media': { '(min-width: 600px)': { maxWidth: 640 } } },
    },
  },
  defaultVariants: { size: 'md' },
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.sm}`,
})

export const title = style({
  flex: 1,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  textTransform: vars.font.headingTransform as never,
  letterSpacing: vars.font.headingLetterSpacing,
})

export const close = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  margin: `-${vars.space.xs} -${vars.space.xs} 0 0`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceSunken },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 0 },
})

export const body = style({
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  lineHeight: 1.5,
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
})

export type DialogVariants = NonNullable<RecipeVariants<typeof panel>>
