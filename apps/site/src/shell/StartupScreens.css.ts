import { style } from '@vanilla-extract/css'

/** These screens show before (or instead of) a tenant theme, so they carry their own neutral colours. */
export const screen = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: 24,
  background: '#10141b',
  color: '#f3f5f8',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
})

export const card = style({
  maxWidth: 480,
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 24,
  borderRadius: 16,
  background: '#1a2029',
  border: '1px solid #2c3542',
  textAlign: 'center',
})

export const title = style({ margin: 0, fontSize: '1.5rem' })
export const text = style({ margin: 0, color: '#c3cad4', lineHeight: 1.5 })
export const times = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: '4px 12px',
  justifyContent: 'center',
  color: '#f3f5f8',
})
