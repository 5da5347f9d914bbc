import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const inboxLink = style({ position: 'relative', textDecoration: 'none' })

/** The unread count on the inbox's corner, in the brand's button colours (a contrast-checked pair). */
export const unreadCount = style({
  position: 'absolute',
  insetBlockStart: 4,
  insetInlineEnd: 2,
  minWidth: 18,
  height: 18,
  paddingInline: 4,
  borderRadius: 9,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: '0.6875rem',
  lineHeight: '18px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
})
