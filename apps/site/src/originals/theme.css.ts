import { globalStyle, keyframes, style } from '@vanilla-extract/css'

/**
 * The originals games' own dark casino look (no tenant theme: a game window looks the same on every
 * tenant). Colours meet WCAG AA on the dark panels; every animation stops under prefers-reduced-motion.
 */
export const colours = {
  night: '#0b0a1a',
  panel: '#17142c',
  panelHigh: '#221d3f',
  line: '#3a3360',
  text: '#f4f1ff',
  muted: '#b9b2d9',
  gold: '#f7c948',
  goldDeep: '#c8901c',
  win: '#3ee89d',
  lose: '#ff6b81',
  red: '#d62839',
  black: '#1d1d27',
  green: '#0f9d58',
  accent: '#8b5cf6',
}

export const wideScreen = 'screen and (min-width: 720px)'
export const reducedMotion = '(prefers-reduced-motion: reduce)'

globalStyle('html, body', {
  margin: 0,
  height: '100%',
  background: colours.night,
  color: colours.text,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  WebkitTapHighlightColor: 'transparent',
})
globalStyle('#root', { height: '100%' })
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('button, input, select', { font: 'inherit', color: 'inherit' })
globalStyle(':focus-visible', { outline: `3px solid ${colours.gold}`, outlineOffset: 2 })
globalStyle('*', {
  '@media': {
    [reducedMotion]: { animationDuration: '1ms !important', transitionDuration: '1ms !important' },
  },
})

export const app = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  background: `radial-gradient(120% 80% at 50% 0%, #2a1f5c 0%, ${colours.night} 60%)`,
})

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 12px',
  background: 'rgba(11, 10, 26, 0.85)',
  borderBottom: `1px solid ${colours.line}`,
  position: 'sticky',
  top: 0,
  zIndex: 5,
  backdropFilter: 'blur(6px)',
})

export const title = style({
  margin: 0,
  fontSize: 16,
  fontWeight: 800,
  letterSpacing: 0.3,
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const pill = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  padding: '4px 10px',
  borderRadius: 10,
  background: colours.panel,
  border: `1px solid ${colours.line}`,
  lineHeight: 1.15,
  minWidth: 0,
})
export const pillLabel = style({
  fontSize: 11,
  color: colours.muted,
  textTransform: 'uppercase',
  letterSpacing: 0.6,
})
export const pillValue = style({
  fontSize: 15,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
})
export const winValue = style({ color: colours.win })

const pop = keyframes({
  '0%': { transform: 'scale(1)' },
  '40%': { transform: 'scale(1.18)' },
  '100%': { transform: 'scale(1)' },
})
export const bump = style({ animation: `${pop} 450ms ease-out` })

export const iconButton = style({
  width: 44,
  height: 44,
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  borderRadius: 12,
  border: `1px solid ${colours.line}`,
  background: colours.panel,
  cursor: 'pointer',
  ':hover': { background: colours.panelHigh },
})

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 12,
  width: '100%',
  maxWidth: 1280,
  margin: '0 auto',
  '@media': {
    [wideScreen]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) 320px',
      alignItems: 'start',
      padding: 16,
      gap: 16,
    },
  },
})

export const stage = style({
  position: 'relative',
  borderRadius: 18,
  background: `linear-gradient(180deg, ${colours.panelHigh}, ${colours.panel})`,
  border: `1px solid ${colours.line}`,
  boxShadow: '0 20px 50px rgba(0,0,0,0.45), inset 0 1px 0 rgba(255,255,255,0.06)',
  padding: 12,
  overflow: 'hidden',
  minWidth: 0,
})

export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 14,
  borderRadius: 18,
  background: colours.panel,
  border: `1px solid ${colours.line}`,
  minWidth: 0,
})

export const fieldLabel = style({
  fontSize: 12,
  fontWeight: 700,
  color: colours.muted,
  textTransform: 'uppercase',
  letterSpacing: 0.7,
})

export const row = style({ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' })

export const chip = style({
  minHeight: 40,
  padding: '6px 12px',
  borderRadius: 999,
  border: `1px solid ${colours.line}`,
  background: colours.panelHigh,
  fontWeight: 700,
  fontSize: 14,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: colours.gold, color: '#231a00', borderColor: colours.gold },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
})

export const primary = style({
  minHeight: 56,
  width: '100%',
  border: 0,
  borderRadius: 16,
  fontSize: 18,
  fontWeight: 900,
  letterSpacing: 1,
  textTransform: 'uppercase',
  color: '#231a00',
  background: `linear-gradient(180deg, #ffe08a 0%, ${colours.gold} 45%, ${colours.goldDeep} 100%)`,
  boxShadow: '0 6px 0 #8a5d0a, 0 12px 24px rgba(247, 201, 72, 0.25)',
  cursor: 'pointer',
  transition: 'transform 120ms, box-shadow 120ms, filter 120ms',
  ':active': { transform: 'translateY(4px)', boxShadow: '0 2px 0 #8a5d0a' },
  selectors: { '&:disabled': { filter: 'grayscale(0.7) brightness(0.7)', cursor: 'progress' } },
})

export const secondary = style({
  minHeight: 44,
  padding: '8px 14px',
  borderRadius: 12,
  border: `1px solid ${colours.line}`,
  background: colours.panelHigh,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.45, cursor: 'not-allowed' } },
})

export const input = style({
  minHeight: 44,
  width: '100%',
  padding: '8px 12px',
  borderRadius: 12,
  border: `1px solid ${colours.line}`,
  background: colours.night,
  fontSize: 16,
  fontVariantNumeric: 'tabular-nums',
})

export const alert = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  margin: '12px 12px 0',
  padding: '10px 12px',
  borderRadius: 12,
  background: '#3b1020',
  border: `1px solid ${colours.lose}`,
  color: '#ffe3e8',
  fontWeight: 600,
  '@media': { [wideScreen]: { margin: '16px auto 0', width: 'calc(100% - 32px)', maxWidth: 1248 } },
})
export const alertText = style({ flex: 1, margin: 0 })

export const result = style({ fontWeight: 800, textAlign: 'center', minHeight: 24, margin: 0 })
export const resultWin = style({ color: colours.win })
export const resultLose = style({ color: colours.muted })

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 20,
  display: 'grid',
  placeItems: 'center',
  padding: 16,
  background: 'rgba(5, 4, 14, 0.78)',
  backdropFilter: 'blur(4px)',
})
export const dialog = style({
  width: 'min(560px, 100%)',
  maxHeight: 'calc(100% - 16px)',
  overflow: 'auto',
  padding: 18,
  borderRadius: 18,
  background: colours.panel,
  border: `1px solid ${colours.line}`,
  boxShadow: '0 30px 80px rgba(0,0,0,0.6)',
})
export const dialogHead = style({ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 })
export const dialogTitle = style({ margin: 0, flex: 1, fontSize: 20 })
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 14 })
globalStyle(`${table} th, ${table} td`, {
  padding: '6px 8px',
  borderBottom: `1px solid ${colours.line}`,
  textAlign: 'left',
})
globalStyle(`${table} th`, { color: colours.muted, fontWeight: 700 })
export const muted = style({ color: colours.muted, fontSize: 14, lineHeight: 1.45 })
export const mono = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  wordBreak: 'break-all',
  fontSize: 13,
})

export const centred = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100%',
  padding: 24,
  textAlign: 'center',
})
const spin = keyframes({ to: { transform: 'rotate(360deg)' } })
export const spinner = style({
  width: 44,
  height: 44,
  borderRadius: '50%',
  border: `4px solid ${colours.line}`,
  borderTopColor: colours.gold,
  animation: `${spin} 900ms linear infinite`,
})

// Groups of buttons are fieldsets (their name is the group's label): without the browser's frame.
globalStyle('fieldset', { border: 0, margin: 0, padding: 0, minWidth: 0 })
