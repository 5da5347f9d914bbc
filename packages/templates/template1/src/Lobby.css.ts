import {
  fieldLabel,
  filterRow,
  labelledField,
  lobbyHeadRow,
  lobbyTally,
  lobbyTitle,
  selectBox,
  themedHeading,
} from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
export const head = style(lobbyHeadRow())
export const title = style(lobbyTitle(desktop, themedHeading))
export const count = style(lobbyTally())

/** Search, provider, sort and favourites side by side, wrapping on phones. */
export const filters = style(filterRow(vars.space.md))
export const search = style({ flex: '1 1 220px', maxWidth: 360 })
export const picker = style(labelledField('1 1 160px', 280))
export const sorter = style(labelledField('1 1 140px', 200))
export const pickerLabel = style(fieldLabel())
export const select = style(selectBox({ border: `1px solid ${vars.color.textMuted}` }))
