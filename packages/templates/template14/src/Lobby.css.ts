import { fieldLabel, listColumns, selectBox, solidButton } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm })
/** The title and tally, the favourites toggle at the line's end. */
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })
export const title = style({
  margin: 0,
  font: `${vars.font.weightBold} ${vars.font.sizeXl}/1.2 ${vars.font.heading}`,
  textTransform: 'uppercase',
})
export const count = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightRegular,
  color: vars.color.textMuted,
})
/**
 * One compact tool block. Phones: the search, then provider and sort side by side, so list rows start on the
 * first screen. Desktop: all three on one line.
 */
export const tools = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gridTemplateAreas: '"search search" "provider sort"',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(200px, 320px) minmax(160px, 240px) minmax(140px, 200px)',
      gridTemplateAreas: '"search provider sort"',
    },
  },
})
export const search = style({ gridArea: 'search' })
const field = { display: 'grid', gap: vars.space.xxs, minWidth: 0 } as const
export const provider = style({ ...field, gridArea: 'provider' })
export const sort = style({ ...field, gridArea: 'sort' })
export const label = style(fieldLabel())
export const select = style(selectBox({ radius: vars.radius.sm }))
/** The favourites toggle as a square key at the end of the title line. */
export const favourites = style({ marginInlineStart: 'auto', borderRadius: vars.radius.sm })

/** "Clear filters" under a search that found nothing: a square brand key. */
export const reset = style(solidButton(vars.radius.sm))

/** List rows: one column on phones, two from the desktop breakpoint (the virtual window fits two as well). */
export const rows = style(listColumns(desktop, 'minmax(0, 1fr)', 'repeat(2, minmax(0, 1fr))'))
globalStyle(`${rows} [data-block="game-card"] > button`, { borderRadius: vars.radius.sm })
