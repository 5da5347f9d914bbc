import { createContainer, globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

/** The table's own width decides its shape, whatever the page around it: a phone, a side column. */
const box = createContainer()
const narrow = `${box} (max-width: 559px)`

export const wrap = style({
  containerType: 'inline-size',
  containerName: box,
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
})

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeMd,
})

export const th = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
})

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
  selectors: { 'tr:last-child > &': { borderBottom: 0 } },
})

export const end = style({ textAlign: 'right' })

export const state = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted })

// Narrow: each row becomes a card, one cell a line with its column's name before the value, so a player on a
// phone reads every amount without scrolling sideways. The column headers stay for screen readers, and the
// explicit ARIA roles in Table.tsx keep the table's semantics once its parts are no longer display: table.
globalStyle(`${table} > thead`, {
  '@container': {
    [narrow]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
})
globalStyle(`${table} > tbody > tr`, {
  '@container': {
    [narrow]: {
      display: 'block',
      padding: `${vars.space.xs} 0`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
})
globalStyle(`${table} > tbody > tr:last-child`, { '@container': { [narrow]: { borderBottom: 0 } } })
globalStyle(`${table} > tbody > tr > td`, {
  '@container': { [narrow]: { display: 'block', borderBottom: 0 } },
})
globalStyle(`${table} > tbody > tr > td[data-label]`, {
  '@container': {
    [narrow]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: vars.space.md,
      padding: `${vars.space.xxs} ${vars.space.md}`,
      textAlign: 'right',
    },
  },
})
globalStyle(`${table} > tbody > tr > td[data-label]::before`, {
  '@container': {
    [narrow]: {
      content: 'attr(data-label)',
      flexShrink: 0,
      color: vars.color.textMuted,
      fontWeight: vars.font.weightBold,
      textAlign: 'left',
    },
  },
})
