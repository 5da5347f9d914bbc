import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'

export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.xs,
})

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.surfaceSunken,
  ':hover': { background: vars.color.brandSoft },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

/** The unread count beside a link (docs/product.md#inbox): the brand's pill, at the link's end. */
export const badge = style({
  marginInlineStart: 'auto',
  paddingInline: vars.space.xs,
  borderRadius: 999,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
  whiteSpace: 'nowrap',
})
