import { style } from '@vanilla-extract/css'
import { colours, wideScreen } from '../theme.css'

export const top = style({
  display: 'grid',
  gap: 12,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)',
  scrollMarginTop: 70,
  '@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: 'minmax(0, 300px) minmax(0, 1fr)' } },
})
export const wheel = style({
  width: '100%',
  maxWidth: 'min(320px, 42vh)',
  margin: '0 auto',
  display: 'block',
  aspectRatio: '1',
})
export const outcome = style({ textAlign: 'center', display: 'grid', gap: 8, justifyItems: 'center' })
export const bigNumber = style({
  width: 76,
  height: 76,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  fontSize: 34,
  fontWeight: 900,
  border: '3px solid #fff3',
  boxShadow: '0 6px 20px rgba(0,0,0,0.5)',
})
export const recent = style({
  display: 'flex',
  gap: 4,
  flexWrap: 'wrap',
  justifyContent: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const recentItem = style({
  width: 28,
  height: 28,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  fontSize: 12,
  fontWeight: 800,
})

export const board = style({
  marginTop: 12,
  display: 'grid',
  gap: 3,
  padding: 6,
  borderRadius: 12,
  background: '#0b5d35',
  border: '3px solid #c8901c',
  boxShadow: 'inset 0 0 30px rgba(0,0,0,0.45)',
  gridTemplateColumns: '1fr 1fr repeat(3, 1.3fr)',
  gridAutoRows: 'minmax(34px, auto)',
  '@media': {
    [wideScreen]: {
      gridTemplateColumns: '1.1fr repeat(12, 1fr) 1.1fr',
      gridAutoRows: 'minmax(40px, auto)',
    },
  },
})

export const spotCell = style({
  position: 'relative',
  display: 'grid',
  minWidth: 0,
  gridColumn: 'var(--v-col)',
  gridRow: 'var(--v-row)',
  '@media': { [wideScreen]: { gridColumn: 'var(--h-col)', gridRow: 'var(--h-row)' } },
})

export const spot = style({
  position: 'relative',
  border: '1px solid rgba(255,255,255,0.45)',
  borderRadius: 6,
  background: 'transparent',
  color: '#fff',
  fontWeight: 800,
  fontSize: 14,
  cursor: 'pointer',
  padding: 2,
  minWidth: 0,
  width: '100%',
  '@media': { [wideScreen]: { fontSize: 15 } },
  ':hover': { filter: 'brightness(1.2)' },
  selectors: { '&:disabled': { cursor: 'progress' } },
})
export const numberSpot = style({ fontSize: 16 })
// After `spot`, so a number's colour wins over the board's transparent spots.
export const red = style({ background: '#c81d33', color: '#fff' })
export const black = style({ background: '#1b1b24', color: '#fff' })
export const green = style({ background: '#0b7a43', color: '#fff' })

export const winningSpot = style({
  outline: `3px solid ${colours.gold}`,
  outlineOffset: -1,
  boxShadow: `0 0 18px ${colours.gold}`,
  zIndex: 1,
})
export const diamond = style({
  display: 'inline-block',
  width: 18,
  height: 18,
  transform: 'rotate(45deg)',
  borderRadius: 2,
  border: '2px solid #fff',
})

export const placed = style({
  position: 'absolute',
  right: -5,
  top: -7,
  zIndex: 2,
  minWidth: 22,
  height: 22,
  padding: '0 4px',
  borderRadius: 999,
  display: 'grid',
  placeItems: 'center',
  fontSize: 10,
  fontWeight: 900,
  color: '#231a00',
  background: `radial-gradient(circle, #fff3c4 0%, ${colours.gold} 60%, ${colours.goldDeep} 100%)`,
  border: '2px dashed #fff',
  boxShadow: '0 2px 6px rgba(0,0,0,0.6)',
  pointerEvents: 'none',
})

export const chips = style({ display: 'flex', gap: 8, flexWrap: 'wrap' })
export const chip = style({
  width: 46,
  height: 46,
  '@media': { [wideScreen]: { width: 52, height: 52 } },
  borderRadius: '50%',
  border: '4px dashed rgba(255,255,255,0.85)',
  color: '#fff',
  fontSize: 11,
  fontWeight: 900,
  cursor: 'pointer',
  boxShadow: '0 3px 0 rgba(0,0,0,0.5)',
  padding: 0,
  overflow: 'hidden',
  selectors: {
    '&[aria-pressed="true"]': {
      outline: `3px solid ${colours.gold}`,
      outlineOffset: 2,
      transform: 'translateY(-3px)',
    },
  },
})
export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontWeight: 800,
  fontSize: 16,
})
export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6 })
