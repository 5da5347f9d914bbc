import { srOnly } from '@lobbykit/ui/homeStyles'
import {
  bareSelect,
  labelledSortBox,
  lobbyTally,
  lobbyTitle,
  selectOptionColours,
  sortBoxLabel,
  tabsWithTools,
} from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop, meta } from './meta'

/** Below the desktop breakpoint. */
const phone = `screen and (max-width: ${meta.breakpoint - 0.02}px)`

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm })

/**
 * Title and count, then the search beside the favourites pill; on desktop all four share one compact line,
 * the search and the pill at its end.
 */
export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': { [desktop]: { gridTemplateColumns: 'auto auto minmax(0, 1fr) auto' } },
})
export const heading = style(lobbyTitle(null, { lineHeight: 1.1 }))
export const total = style(
  lobbyTally({ justifySelf: 'end', '@media': { [desktop]: { justifySelf: 'start' } } }),
)
export const search = style({
  minWidth: 0,
  '@media': { [desktop]: { justifySelf: 'end', width: 320 } },
})
globalStyle(`${search} input`, { minHeight: 40, borderRadius: vars.radius.pill })

/** Every filter control is a 40 px pill, like the navigation. */
const pill = {
  minHeight: 40,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
} as const

export const favourites = style({ ...pill, padding: `0 ${vars.space.md}` })

export const chips = style({ minWidth: 0 })

/**
 * The provider pills, the "More providers" pill and the sort pill. On phones the two pickers share a row above
 * the pills; on desktop they sit at the end of the pills' row. The tabs' own box steps aside (display:
 * contents) so their pill row and panel are cells of this grid.
 */
export const picker = style(tabsWithTools(desktop))
export const tabs = style({ display: 'contents' })
globalStyle(`${tabs} > [role="tablist"]`, { gridArea: 'tabs' })
globalStyle(`${tabs} > [role="tabpanel"]`, { gridArea: 'panel', minWidth: 0, paddingTop: 0 })

export const tools = style({ gridArea: 'tools', display: 'flex', gap: vars.space.xs, minWidth: 0 })
export const more = style({ flex: '1 1 0', minWidth: 0, '@media': { [desktop]: { flex: 'none' } } })
globalStyle(`${more} select`, {
  ...pill,
  width: '100%',
  paddingInline: vars.space.sm,
  fontWeight: vars.font.weightBold,
})

/** The sort pill: its "Sort by" label inside, before the bare select. */
export const sort = style(
  labelledSortBox(pill, desktop, { paddingInlineStart: vars.space.xs, fontSize: vars.font.sizeSm }),
)
export const sortLabel = style(sortBoxLabel(phone, srOnly({ clipPath: 'inset(50%)' })))
export const sortSelect = style(bareSelect(38, { borderRadius: vars.radius.pill }))
globalStyle(`${sortSelect} option`, selectOptionColours)

/** Small tiles: short names, no provider line under the art. */
export const grid = style({})
globalStyle(
  `${grid} [data-block="game-card"] > button > span:last-child > span:last-child:not(:first-child)`,
  {
    display: 'none',
  },
)
globalStyle(`${grid} [data-block="game-card"] > button > span:first-child`, { borderRadius: vars.radius.md })
