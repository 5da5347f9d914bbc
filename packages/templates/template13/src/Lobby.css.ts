import { lobbyHeadRow, lobbyTally } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
export const head = style(lobbyHeadRow())
export const title = style({
  margin: 0,
  font: `${vars.font.weightBold} clamp(${vars.font.sizeXl}, 6vw, ${vars.font.sizeHero})/1 ${vars.font.heading}`,
  letterSpacing: vars.font.headingLetterSpacing,
})
export const count = style(lobbyTally())
export const search = style({ maxWidth: 360 })
globalStyle(`${search} input`, { borderRadius: vars.radius.pill })
export const providers = style({ minWidth: 0 })

/** The masonry: fixed column counts, every ninth game (and the sixth after it) doubled. Lobbies too big for
 * one page render as the grid's uniform virtual window instead. */
export const games = style({
  selectors: {
    'ul&': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gridAutoFlow: 'dense',
      '@media': {
        'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        [desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
      },
    },
  },
})
globalStyle(`ul${games} > li:nth-child(9n + 1), ul${games} > li:nth-child(9n + 6)`, {
  gridColumn: 'span 2',
  gridRow: 'span 2',
})
globalStyle(`${games} [data-block="game-card"] > button`, { borderRadius: vars.radius.lg })
export const reset = style({ justifySelf: 'center', marginTop: vars.space.md })
