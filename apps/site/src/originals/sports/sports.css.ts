import { style } from '@vanilla-extract/css'
import { colours, wideScreen } from '../theme.css'

export const tabs = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6, marginBottom: 10 })
export const list = style({
  display: 'grid',
  gap: 10,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
export const card = style({
  padding: 12,
  borderRadius: 14,
  background: colours.night,
  border: `1px solid ${colours.line}`,
  display: 'grid',
  gap: 10,
  alignContent: 'start',
})
export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  fontSize: 13,
  color: colours.muted,
})
export const clock = style({
  marginLeft: 'auto',
  padding: '2px 8px',
  borderRadius: 999,
  background: colours.panelHigh,
  color: colours.text,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
})
export const live = style({ background: '#7f1d1d', color: '#fff' })
export const teams = style({
  margin: 0,
  fontSize: 16,
  fontWeight: 800,
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  flexWrap: 'wrap',
})
export const versus = style({ color: colours.muted, fontWeight: 600, fontSize: 13 })
export const score = style({
  marginLeft: 'auto',
  fontSize: 20,
  color: colours.gold,
  fontVariantNumeric: 'tabular-nums',
})
export const marketLabel = style({
  fontSize: 11,
  fontWeight: 700,
  color: colours.muted,
  textTransform: 'uppercase',
  letterSpacing: 0.6,
})
export const picks = style({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr', gap: 6 })
export const runners = style({
  display: 'grid',
  gap: 6,
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
})
export const pick = style({
  minHeight: 48,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 6,
  padding: '6px 10px',
  borderRadius: 10,
  border: `1px solid ${colours.line}`,
  background: colours.panelHigh,
  cursor: 'pointer',
  textAlign: 'left',
  fontSize: 13,
  fontWeight: 600,
  minWidth: 0,
  selectors: {
    '&[aria-pressed="true"]': { background: colours.gold, borderColor: colours.gold, color: '#231a00' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
})
export const pickName = style({ overflow: 'hidden', overflowWrap: 'anywhere', lineHeight: 1.2 })
export const odds = style({ fontWeight: 900, fontSize: 15, fontVariantNumeric: 'tabular-nums' })

export const slip = style({ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' })
export const slipItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gap: 8,
  alignItems: 'center',
  padding: '8px 10px',
  borderRadius: 10,
  background: colours.night,
  border: `1px solid ${colours.line}`,
  fontSize: 13,
})
export const slipText = style({ minWidth: 0 })
export const slipPick = style({ display: 'block', fontWeight: 800, fontSize: 14 })
export const summary = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: 4, fontSize: 14 })
export const summaryValue = style({ fontWeight: 800, textAlign: 'right', fontVariantNumeric: 'tabular-nums' })
export const bets = style({ display: 'grid', gap: 6, margin: 0, padding: 0, listStyle: 'none' })
export const bet = style({
  padding: '8px 10px',
  borderRadius: 10,
  background: colours.night,
  border: `1px solid ${colours.line}`,
  fontSize: 13,
  display: 'grid',
  gap: 2,
})
export const betHead = style({ display: 'flex', justifyContent: 'space-between', gap: 8, fontWeight: 800 })
export const stateOpen = style({ color: colours.gold })
export const stateWon = style({ color: colours.win })
export const stateLost = style({ color: colours.lose })
export const heading = style({ margin: '4px 0 0', fontSize: 15 })

/** On phones the slip sits below the fixtures: a bar at the bottom says what is in it and jumps there. */
export const slipBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 4,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 10,
  margin: '0 -12px',
  padding: '10px 14px calc(10px + env(safe-area-inset-bottom))',
  background: 'rgba(23, 20, 44, 0.96)',
  borderTop: `2px solid ${colours.gold}`,
  boxShadow: '0 -10px 30px rgba(0,0,0,0.5)',
  '@media': { [wideScreen]: { display: 'none' } },
})
export const slipBarReturn = style({ display: 'block', fontSize: 13, color: colours.muted })
