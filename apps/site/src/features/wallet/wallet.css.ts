import { vars } from '@lobbykit/ui/theme'
import { style, styleVariants } from '@vanilla-extract/css'

/**
 * The cashier's pages, styled only through ui's theme contract so every template themes them. Phones first:
 * one column, controls at least 44 px high; wider screens put a CMS text and its tools side by side. Text
 * sits only on the pairs the contract checks (text on surfaces and on the brand and positive tints, critical
 * on surfaces); a status's colour is a border, never the only sign of it.
 */

export const beside = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { '(min-width: 900px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
})

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 })

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
})

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
})

export const options = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  '@media': { '(min-width: 600px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' } },
})

/** A choice card: the whole card is the radio's label, so a thumb anywhere on it picks it. */
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: 44,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
})

export const radio = style({
  width: 20,
  height: 20,
  margin: '2px 0 0',
  flexShrink: 0,
  accentColor: vars.color.brand,
})

export const optionBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
})
export const optionTitle = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' })
export const optionMeta = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted })

/** A plain list of cards (bank accounts, pending withdrawals). */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
})

const noticeBase = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
})

/** What the player's action led to: done, waiting for someone, or refused. */
export const notice = styleVariants({
  done: [
    noticeBase,
    { background: vars.color.positiveSoft, color: vars.color.text, borderColor: vars.color.positive },
  ],
  pending: [
    noticeBase,
    { background: vars.color.brandSoft, color: vars.color.text, borderColor: vars.color.warning },
  ],
  refused: [
    noticeBase,
    {
      background: vars.color.surface,
      color: vars.color.critical,
      borderColor: vars.color.critical,
      fontWeight: vars.font.weightBold,
    },
  ],
})

export const noticeTitle = style({ margin: 0, fontWeight: vars.font.weightBold })
export const noticeText = style({ margin: 0 })

const badgeBase = style({
  display: 'inline-block',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  borderLeft: '4px solid',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
})

/** A transaction's status; the border colour backs up the word. */
export const badge = styleVariants({
  pending: [badgeBase, { borderColor: vars.color.warning }],
  approved: [badgeBase, { borderColor: vars.color.positive }],
  rejected: [badgeBase, { borderColor: vars.color.critical }],
  cancelled: [badgeBase, { borderColor: vars.color.textMuted }],
  neutral: [badgeBase, { borderColor: vars.color.border }],
})

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  alignItems: 'end',
})

export const select = style({
  minHeight: 44,
  width: '100%',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1rem',
  boxSizing: 'border-box',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: 2 } },
})

export const fieldLabel = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
})
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 })
export const fieldError = style({
  margin: 0,
  fontSize: '0.8125rem',
  fontWeight: vars.font.weightBold,
  color: vars.color.critical,
})
export const fieldHint = style({ margin: 0, fontSize: '0.8125rem', color: vars.color.textMuted })

export const small = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted })
export const strong = style({ fontWeight: vars.font.weightBold })
export const amountIn = style({
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
})
export const nowrap = style({ whiteSpace: 'nowrap' })

export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minHeight: 44,
  color: vars.color.text,
  cursor: 'pointer',
})

/** docs/product.md#deposit-bonus: the question a withdrawal during an active bonus asks first. */
export const forfeit = style({
  margin: 0,
  minWidth: 0,
  border: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.brandSoft,
  color: vars.color.text,
})

/** Floated, a legend is laid out inside its box instead of on its border. */
export const forfeitTitle = style({
  float: 'left',
  width: '100%',
  padding: 0,
  fontWeight: vars.font.weightBold,
})

/** The forfeit box's tick, large enough to hit on a phone. */
export const forfeitTick = style({
  width: 20,
  height: 20,
  margin: '2px 0 0',
  flexShrink: 0,
  accentColor: vars.color.brand,
})
