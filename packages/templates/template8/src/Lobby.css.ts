import { lobbyTally, lobbyTitle, marqueeRow, marqueeSearch } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm })

/** Title, count and search share one compact line on desktop. */
export const top = style(marqueeRow(desktop))
export const heading = style(lobbyTitle(null, { lineHeight: 1.1 }))
export const total = style(lobbyTally())
export const search = style(marqueeSearch(desktop, { width: 320 }))
globalStyle(`${search} input`, { minHeight: 40, borderRadius: vars.radius.pill })

export const chips = style({ minWidth: 0 })
export const tabs = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })

/** Small tiles: short names, no provider line under the art. */
export const grid = style({})
globalStyle(
  `${grid} [data-block="game-card"] > button > span:last-child > span:last-child:not(:first-child)`,
  {
    display: 'none',
  },
)
globalStyle(`${grid} [data-block="game-card"] > button > span:first-child`, { borderRadius: vars.radius.md })
