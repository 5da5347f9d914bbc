import { lobbyTally, lobbyTitle } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })

/** The lobby's title card: the slab-serif title and count, the search at its end on desktop. */
export const banner = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `4px solid ${vars.color.brand}`,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(240px, 360px)', alignItems: 'end' } },
})
export const title = style(lobbyTitle(desktop, { letterSpacing: vars.font.headingLetterSpacing }))
export const count = style(lobbyTally())
export const search = style({ minWidth: 0 })

export const studios = style({ minWidth: 0 })
globalStyle(`${studios} [data-block="game-card"] > button`, { boxShadow: vars.shadow.md })
