import { reducedMotion } from '@lobbykit/ui/styles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, keyframes, style } from '@vanilla-extract/css'

/**
 * The game's frame (docs/product.md#playnow): inline on wide screens, a stage of about 16:9 under a bar with
 * the game, its provider, the way back and the balance; on phones (768 px and below) a page of its own over
 * the template's header, fixed to the viewport's dynamic height, with a slim bar. No pop-up, no Fullscreen API.
 */
const phone = '(max-width: 768px)'

export const player = style({
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  '@media': {
    [phone]: {
      position: 'fixed',
      inset: 0,
      zIndex: 50,
      maxWidth: 'none',
      height: '100dvh',
      padding: 0,
      gap: 0,
      background: vars.color.surface,
    },
  },
})

// The page behind the phone's game page must not scroll under the player's thumb.
globalStyle(`html:has(${player})`, { '@media': { [phone]: { overflow: 'hidden' } } })

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': {
    [phone]: {
      minHeight: 48,
      padding: `0 ${vars.space.sm}`,
      background: vars.color.surfaceRaised,
      borderBottom: `1px solid ${vars.color.border}`,
      paddingTop: 'env(safe-area-inset-top)',
    },
  },
})

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 44,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

/** On a phone the way back is an arrow; its words stay for screen readers. */
export const backWords = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
})

export const titles = style({ flex: 1, minWidth: 0 })

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  textTransform: vars.font.headingTransform as 'none',
  letterSpacing: vars.font.headingLetterSpacing,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [phone]: { fontSize: vars.font.sizeMd } },
})

export const provider = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  '@media': { [phone]: { display: 'none' } },
})

export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  '@media': { [phone]: { padding: `0 ${vars.space.xs}`, border: 0 } },
})

export const balanceLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const balanceValue = style({
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
})

export const stage = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  maxHeight: 'calc(100dvh - 160px)',
  minHeight: 360,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  boxShadow: vars.shadow.md,
  '@media': {
    [phone]: {
      flex: 1,
      aspectRatio: 'auto',
      maxHeight: 'none',
      minHeight: 0,
      border: 0,
      borderRadius: 0,
      boxShadow: 'none',
      paddingBottom: 'env(safe-area-inset-bottom)',
    },
  },
})

export const frame = style({ display: 'block', width: '100%', height: '100%', border: 0 })

/** The box that stands for the game while it starts or when it is refused. */
export const waiting = style({
  position: 'relative',
  minHeight: 320,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
})

/** What fills the stage while the game is not on it: starting, refused, paused. */
export const cover = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: 'center',
  background: vars.color.surfaceRaised,
})

export const coverTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
})

export const coverText = style({ margin: 0, maxWidth: '46ch', color: vars.color.textMuted })

const turn = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${turn} 0.9s linear infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
})
