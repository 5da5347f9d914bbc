import { globalStyle, style } from '@vanilla-extract/css'
import { colours } from '../theme.css'

export const rollBox = style({ textAlign: 'center', padding: '8px 0 4px' })
export const rollValue = style({
  display: 'block',
  fontSize: 'clamp(48px, 13vw, 96px)',
  fontWeight: 900,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.05,
  letterSpacing: -1,
})
export const rollWin = style({ color: colours.win, textShadow: '0 0 30px rgba(62,232,157,0.45)' })
export const rollLose = style({ color: colours.lose })
export const rollCaption = style({ display: 'block', fontWeight: 700, minHeight: 22, color: colours.text })

export const track = style({
  position: 'relative',
  height: 18,
  margin: '34px 14px 8px',
  borderRadius: 999,
  boxShadow: 'inset 0 2px 4px rgba(0,0,0,0.5)',
})
export const marker = style({
  position: 'absolute',
  top: -34,
  transform: 'translateX(-50%)',
  padding: '3px 8px',
  borderRadius: 8,
  background: '#fff',
  color: '#16122e',
  fontWeight: 900,
  fontSize: 14,
  fontVariantNumeric: 'tabular-nums',
  transition: 'left 700ms cubic-bezier(0.2, 0.8, 0.2, 1)',
  boxShadow: '0 4px 14px rgba(0,0,0,0.5)',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: '50%',
      bottom: -6,
      marginLeft: -6,
      borderLeft: '6px solid transparent',
      borderRight: '6px solid transparent',
      borderTop: '6px solid #fff',
    },
  },
})
export const targetLine = style({
  position: 'absolute',
  top: -4,
  bottom: -4,
  width: 4,
  marginLeft: -2,
  borderRadius: 2,
  background: '#fff',
})
export const scale = style({
  display: 'flex',
  justifyContent: 'space-between',
  margin: '0 14px',
  fontSize: 12,
  color: colours.muted,
  fontVariantNumeric: 'tabular-nums',
})
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 8,
  marginTop: 14,
})
export const stat = style({
  padding: '8px 10px',
  borderRadius: 12,
  background: colours.night,
  border: `1px solid ${colours.line}`,
  textAlign: 'center',
  minWidth: 0,
})
export const statValue = style({
  display: 'block',
  fontSize: 18,
  fontWeight: 900,
  fontVariantNumeric: 'tabular-nums',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

export const slider = style({
  WebkitAppearance: 'none',
  appearance: 'none',
  width: '100%',
  height: 14,
  borderRadius: 999,
  margin: '10px 0',
  cursor: 'pointer',
  background: 'transparent',
})
globalStyle(`${slider}::-webkit-slider-thumb`, {
  WebkitAppearance: 'none',
  width: 30,
  height: 30,
  borderRadius: 8,
  background: `linear-gradient(180deg, #fff3c4, ${colours.gold})`,
  border: '2px solid #6b4a05',
  boxShadow: '0 3px 8px rgba(0,0,0,0.5)',
})
globalStyle(`${slider}::-moz-range-thumb`, {
  width: 28,
  height: 28,
  borderRadius: 8,
  background: colours.gold,
  border: '2px solid #6b4a05',
})

export const toggle = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6 })

export const fairness = style({
  padding: 14,
  borderRadius: 18,
  background: colours.panel,
  minWidth: 0,
  border: `1px solid ${colours.line}`,
  display: 'grid',
  gap: 8,
})
export const fairTitle = style({ margin: 0, fontSize: 15, display: 'flex', alignItems: 'center', gap: 8 })
export const seedRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 6 })
export const fairGrid = style({
  display: 'grid',
  gap: 8,
  '@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: '1fr 1fr' } },
})

export const verify = style({ display: 'grid', gap: 8 })
export const proof = style({ margin: '8px 0 0', display: 'grid', gap: 4 })
globalStyle(`${proof} dt`, {
  fontSize: 12,
  fontWeight: 700,
  color: colours.muted,
  textTransform: 'uppercase',
})
globalStyle(`${proof} dd`, { margin: '0 0 6px' })
export const proofRoll = style({ fontSize: 36, fontWeight: 900, color: colours.gold })
