import { lobbyHeadRow, lobbyTally } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })

/** The title and the tally on one ruled line. */
export const titleRow = style(
  lobbyHeadRow({ paddingBottom: vars.space.xs, borderBottom: `3px solid ${vars.color.border}` }),
)
/** Condensed capitals, tight to the rule below. */
export const title = style({
  margin: 0,
  font: `${vars.font.weightBold} ${vars.font.sizeXl} / 1 ${vars.font.heading}`,
  textTransform: 'uppercase',
  '@media': { [desktop]: { fontSize: vars.font.sizeHero } },
})
export const count = style(lobbyTally({ fontVariantNumeric: 'tabular-nums', textTransform: 'uppercase' }))

/** Provider tabs as condensed capital chips; the rows sit straight under them. */
export const providers = style({ minWidth: 0 })
globalStyle(`${providers} [role="tab"]`, {
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  minHeight: 36,
})
globalStyle(`${providers} [role="tabpanel"]`, { paddingTop: vars.space.md })
