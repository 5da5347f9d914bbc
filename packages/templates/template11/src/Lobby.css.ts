import { srOnly } from '@lobbykit/ui/homeStyles'
import {
  bareSelect,
  labelledSortBox,
  lobbyTally,
  lobbyTitle,
  pressedToggle,
  selectOptionColours,
  sortBoxLabel,
  tabsWithTools,
} from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop, meta } from './meta'

/** Below the desktop breakpoint. */
const phone = `screen and (max-width: ${meta.breakpoint - 0.02}px)`

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })

/**
 * Title, count, search and the favourites button share one line on desktop, like a cabinet marquee; on phones
 * the search and the button take the second line.
 */
export const marquee = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': { [desktop]: { gridTemplateColumns: 'auto auto minmax(0, 1fr) auto' } },
})
export const title = style(lobbyTitle(desktop, { textTransform: 'uppercase', letterSpacing: '0.04em' }))
export const count = style(
  lobbyTally({ justifySelf: 'end', '@media': { [desktop]: { justifySelf: 'start' } } }),
)
export const search = style({
  minWidth: 0,
  '@media': { [desktop]: { justifySelf: 'end', width: '100%', maxWidth: 320 } },
})

/** A square cabinet button: a 2 px frame, capitals; pressed, it lights up in the brand colour. */
const button = {
  minHeight: 44,
  border: `2px solid ${vars.color.border}`,
  borderRadius: 0,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
} as const

export const favourites = style(pressedToggle(button))

/**
 * The provider chips with "More providers" and the sort: above the chips on phones, at the end of their row on
 * desktop. The tabs' own box steps aside (display: contents) so their row and panel are cells of this grid.
 */
export const picker = style(tabsWithTools(desktop))
export const chips = style({ display: 'contents' })
globalStyle(`${chips} > [role="tablist"]`, { gridArea: 'tabs', borderRadius: 0 })
globalStyle(`${chips} > [role="tabpanel"]`, { gridArea: 'panel', minWidth: 0, paddingTop: 0 })
globalStyle(`${chips} [role="tab"]`, { textTransform: 'uppercase', letterSpacing: '0.04em' })

export const tools = style({ gridArea: 'tools', display: 'flex', gap: vars.space.xs, minWidth: 0 })
export const more = style({ flex: '1.25 1 0', minWidth: 0, '@media': { [desktop]: { flex: 'none' } } })
globalStyle(`${more} select`, { ...button, width: '100%', paddingInline: vars.space.sm })

/** The sort: "Sort by" and the select inside one square frame (the label read out only, on phones). */
export const sort = style(labelledSortBox(button, desktop, { paddingInlineStart: vars.space.sm }))
export const sortLabel = style(sortBoxLabel(phone, srOnly({ clipPath: 'inset(50%)' })))
export const sortSelect = style(bareSelect(40, { borderRadius: 0, textTransform: 'uppercase' }))
globalStyle(`${sortSelect} option`, selectOptionColours)
