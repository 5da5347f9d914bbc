import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const wrap = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 })

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.textMuted}`,
  borderBottom: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
})

export const tool = style({
  minWidth: 40,
  minHeight: 36,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.border },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand },
  },
})

export const editor = style({
  minHeight: 180,
  maxHeight: 480,
  overflowY: 'auto',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  background: vars.color.surfaceRaised,
  lineHeight: 1.5,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
})

globalStyle(`${editor} :is(h2, h3)`, { margin: '0.6em 0 0.3em', lineHeight: 1.25 })
globalStyle(`${editor} p`, { margin: '0 0 0.6em' })
globalStyle(`${editor} a`, { color: vars.color.brand })

export const source = style({
  minHeight: 180,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.font.sizeSm,
  resize: 'vertical',
})
