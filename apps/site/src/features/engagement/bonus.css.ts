import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'
import { card as promotionCard } from '../info/promotions.css'

/** docs/product.md#deposit-bonus: the offers are laid out like the promotions beside them, a card each. */
export { art, list } from '../info/promotions.css'

export const card = style([
  promotionCard,
  { display: 'flex', flexDirection: 'column', borderColor: vars.color.brand },
])

export const words = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
})

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.font.sizeLg })

/** What the offer pays: the figure a player looks for first. */
export const headline = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
})

export const conditions = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  display: 'grid',
  gap: vars.space.xxs,
})

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })

export const progressText = style({ margin: `${vars.space.xs} 0`, fontWeight: vars.font.weightBold })

export const terms = style({ alignSelf: 'stretch', fontSize: vars.font.sizeSm })

export const termsSummary = style({
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  cursor: 'pointer',
  fontWeight: vars.font.weightBold,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const termsText = style({ margin: 0, whiteSpace: 'pre-line', color: vars.color.textMuted })
