import { fieldLabel, filterRow, labelledField, listColumns, selectBox } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm })
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm })
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
export const tools = style(filterRow(vars.space.sm))
export const field = style(labelledField('1 1 200px', 320))
export const label = style(fieldLabel())
export const select = style(selectBox({ fullWidth: false, radius: vars.radius.sm }))

/** List rows: one column on phones, two from the desktop breakpoint (the virtual window fits two as well). */
export const rows = style(listColumns(desktop, 'minmax(0, 1fr)', 'repeat(2, minmax(0, 1fr))'))
globalStyle(`${rows} [data-block="game-card"] > button`, { borderRadius: vars.radius.sm })
