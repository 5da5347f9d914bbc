import { keyframes, style } from '@vanilla-extract/css'
import { colours, wideScreen } from '../theme.css'

export const chart = style({
  position: 'relative',
  aspectRatio: '4 / 3.4',
  '@media': { [wideScreen]: { aspectRatio: '16 / 10' } },
  width: '100%',
  borderRadius: 14,
  overflow: 'hidden',
  background: 'radial-gradient(120% 100% at 0% 100%, #2b1a5e 0%, #100d24 55%, #0a0818 100%)',
  border: `1px solid ${colours.line}`,
})
export const svg = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' })
export const readout = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '10%',
  textAlign: 'center',
  pointerEvents: 'none',
})
export const multiplier = style({
  display: 'block',
  fontSize: 'clamp(40px, 11vw, 88px)',
  fontWeight: 900,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: -1,
  textShadow: '0 4px 30px rgba(0,0,0,0.6)',
})
export const cashed = style({ color: colours.win, textShadow: `0 0 30px rgba(62, 232, 157, 0.5)` })
const shake = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '25%': { transform: 'translateX(-6px)' },
  '75%': { transform: 'translateX(6px)' },
})
export const crashed = style({ color: colours.lose, animation: `${shake} 300ms ease-in-out 2` })
export const caption = style({
  margin: '10px 0 0',
  minHeight: 22,
  textAlign: 'center',
  fontSize: 15,
  fontWeight: 700,
  color: colours.text,
})
export const history = style({
  display: 'flex',
  gap: 6,
  overflowX: 'auto',
  padding: '10px 2px 2px',
  minHeight: 40,
  listStyle: 'none',
  margin: 0,
})
export const historyItem = style({
  flex: 'none',
  padding: '4px 10px',
  borderRadius: 999,
  fontSize: 13,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  background: colours.panelHigh,
  border: `1px solid ${colours.line}`,
})
export const historyHigh = style({ color: colours.win })
export const historyLow = style({ color: colours.lose })
export const targetRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0,1fr) auto', gap: 6 })
export const quick = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 6 })
