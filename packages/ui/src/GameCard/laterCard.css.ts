import { style } from '@vanilla-extract/css'

/**
 * A list item holding a card past its list's first screen (docs/architecture.md#pages-drawn-on-the-server): the
 * browser skips its style, layout and paint until it nears the screen. A drawn home laid out ninety cards
 * before its first paint; a phone shows a dozen. While skipped, the item stands `--later-card-height` tall
 * (the list's estimate, never above a card's real height: a row of cards on screen beside a skipped one keeps
 * its height).
 */
export const laterCard = style({
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto var(--later-card-height, 96px)',
})
