import { fieldLabel, lobbyHeadRow, selectBox } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
export const head = style(
  lobbyHeadRow({ borderBottom: `4px solid ${vars.color.brand}`, paddingBottom: vars.space.xs }),
)
/** Condensed capitals, scoreboard-tight. */
export const title = style({
  margin: 0,
  font: `${vars.font.weightBold} clamp(${vars.font.sizeXl}, 4vw, ${vars.font.sizeHero}) / 1 ${vars.font.heading}`,
  textTransform: 'uppercase',
  letterSpacing: vars.font.headingLetterSpacing,
})
export const count = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm })

/** Name and provider side by side, as compact as the rest of Pitch. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 320px) minmax(0, 240px)' } },
})
export const filter = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 })
export const filterLabel = style(fieldLabel({ color: vars.color.textMuted, textTransform: 'uppercase' }))
export const control = style(selectBox({ minHeight: 40, radius: vars.radius.sm, focusRing: false }))

/** List rows with square corners and a brand edge on hover. */
export const rows = style({ minWidth: 0 })
globalStyle(`${rows} [data-block="game-card"] > button:first-child`, { borderRadius: vars.radius.sm })
globalStyle(`${rows} [data-block="game-card"] > button:first-child:hover`, {
  boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
})
