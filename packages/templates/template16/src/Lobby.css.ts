import {
  fieldLabel,
  filterRow,
  labelledField,
  listColumns,
  lobbyHeadRow,
  lobbyTally,
  selectBox,
} from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg })
export const titleRow = style(
  lobbyHeadRow({ borderBottom: `3px double ${vars.color.brand}`, paddingBottom: vars.space.xs }),
)
export const title = style({
  margin: 0,
  font: `${vars.font.weightBold} ${vars.font.sizeXl}/1.05 ${vars.font.heading}`,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  '@media': { [desktop]: { fontSize: vars.font.sizeHero } },
})
export const tally = style(lobbyTally())
export const filters = style(filterRow(vars.space.lg))
export const filter = style(labelledField('1 1 220px', 340, { margin: 0 }))
export const pickerLabel = style(fieldLabel())
export const picker = style(
  selectBox({
    fullWidth: false,
    border: `2px solid ${vars.color.border}`,
    radius: vars.radius.sm,
    background: vars.color.surfaceRaised,
  }),
)

/** Four posters a row from the breakpoint, two on phones (the virtual window fits as many as 260 px allow). */
export const grid = style(listColumns(desktop, 'repeat(2, minmax(0, 1fr))', 'repeat(4, minmax(0, 1fr))'))
