import { centredHead, lobbyTally, lobbyTitle, themedHeading } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg })

/** The title block is centred, like the crest above it. */
export const masthead = style(centredHead)
export const title = style(lobbyTitle(desktop, themedHeading))
export const tally = style(lobbyTally({ textTransform: 'uppercase', letterSpacing: '0.12em' }))

/** The category row: spaced capitals, centred on wide screens. */
export const rooms = style({ minWidth: 0 })
globalStyle(`${rooms} ul`, { '@media': { [desktop]: { justifyContent: 'safe center' } } })
globalStyle(`${rooms} a`, {
  textTransform: 'uppercase',
  letterSpacing: '0.1em',
  fontWeight: vars.font.weightRegular,
})
globalStyle(`${rooms} a[aria-current="page"]`, { fontWeight: vars.font.weightBold })
