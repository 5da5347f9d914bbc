import { lobbyTally, lobbyTitle, marqueeRow, marqueeSearch } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })

/** Title, count and search share one line on desktop, like a cabinet marquee. */
export const marquee = style(marqueeRow(desktop))
export const title = style(lobbyTitle(desktop, { textTransform: 'uppercase', letterSpacing: '0.04em' }))
export const count = style(lobbyTally())
export const search = style(marqueeSearch(desktop, { width: '100%', maxWidth: 320 }))

export const chips = style({ minWidth: 0 })
globalStyle(`${chips} [role="tablist"]`, { borderRadius: 0 })
globalStyle(`${chips} [role="tab"]`, { textTransform: 'uppercase', letterSpacing: '0.04em' })
