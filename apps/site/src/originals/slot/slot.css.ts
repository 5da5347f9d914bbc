import { keyframes, style } from '@vanilla-extract/css'
import { colours, wideScreen } from '../theme.css'

export const frame = style({
  position: 'relative',
  margin: '0 auto',
  width: '100%',
  maxWidth: 'min(100%, calc((100vh - 150px) * 1.55))',
  padding: 10,
  borderRadius: 20,
  background: 'linear-gradient(180deg, #3a2a07, #1c1404)',
  border: `3px solid ${colours.gold}`,
  boxShadow: `0 0 0 2px #5c3f06, 0 0 40px rgba(247, 201, 72, 0.25), inset 0 0 30px rgba(0,0,0,0.6)`,
  '@media': { [wideScreen]: { padding: 14 } },
})

export const reels = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: 6,
  aspectRatio: '5 / 3',
})

export const reel = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: 10,
  background: 'linear-gradient(180deg, #0d0b1d 0%, #27214a 50%, #0d0b1d 100%)',
  boxShadow: 'inset 0 8px 14px rgba(0,0,0,0.7), inset 0 -8px 14px rgba(0,0,0,0.7)',
})

export const strip = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: 0,
  display: 'flex',
  flexDirection: 'column',
  willChange: 'transform',
})

export const cell = style({
  flex: '1 1 0',
  minHeight: 0,
  display: 'grid',
  placeItems: 'center',
  padding: '9%',
})

const glow = keyframes({
  '0%, 100%': { boxShadow: `inset 0 0 0 3px ${colours.gold}, 0 0 12px ${colours.gold}` },
  '50%': { boxShadow: `inset 0 0 0 3px #fff6cf, 0 0 26px ${colours.gold}` },
})
export const winCell = style({
  borderRadius: 10,
  background: 'radial-gradient(circle, rgba(247,201,72,0.35), rgba(247,201,72,0.05) 70%)',
  animation: `${glow} 900ms ease-in-out infinite`,
})

export const lines = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  width: '100%',
  height: '100%',
})

const rise = keyframes({
  from: { transform: 'translate(-50%, -50%) scale(0.6)', opacity: 0 },
  to: { transform: 'translate(-50%, -50%) scale(1)', opacity: 1 },
})
const fade = keyframes({ to: { opacity: 0, visibility: 'hidden' } })
export const banner = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  padding: '10px 22px',
  borderRadius: 16,
  background: 'rgba(11, 10, 26, 0.88)',
  border: `2px solid ${colours.gold}`,
  textAlign: 'center',
  // Shown long enough to read, then it steps aside so the winning lines stay visible.
  animation: `${rise} 380ms cubic-bezier(.2,1.4,.4,1), ${fade} 500ms ease-in 2400ms forwards`,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
})
export const bannerLabel = style({
  display: 'block',
  fontSize: 13,
  fontWeight: 800,
  letterSpacing: 3,
  color: colours.gold,
})
export const bannerAmount = style({
  display: 'block',
  fontSize: 'clamp(22px, 5vw, 40px)',
  fontWeight: 900,
  color: '#fff',
  textShadow: `0 0 18px ${colours.gold}`,
})

export const winList = style({
  listStyle: 'none',
  margin: '10px 0 0',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  justifyContent: 'center',
  minHeight: 30,
})
export const winItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '3px 10px 3px 4px',
  borderRadius: 999,
  background: colours.panel,
  border: `1px solid ${colours.line}`,
  fontSize: 13,
  fontWeight: 700,
})

export const lineStepper = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr) 48px',
  gap: 6,
  alignItems: 'center',
})
export const lineValue = style({ textAlign: 'center', fontSize: 20, fontWeight: 800 })
export const lineBet = style({ display: 'block', fontSize: 12, fontWeight: 600, color: colours.muted })
