import { lobbyHeadRow, lobbyTally, lobbyTitle } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
export const head = style(lobbyHeadRow())
export const title = style(lobbyTitle(desktop, { color: vars.color.brand }))
export const count = style(lobbyTally())

/** The search field is a pill, like everything else in Candy. */
export const search = style({ maxWidth: 420 })
globalStyle(`${search} input`, { borderRadius: vars.radius.pill, paddingInline: vars.space.md })

/** Provider tabs as pills; the selected tab's panel holds the tall posters. */
export const providers = style({ minWidth: 0 })
globalStyle(`${providers} [data-block="game-card"] > button`, {
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
})
