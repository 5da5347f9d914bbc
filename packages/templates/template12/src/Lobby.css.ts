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

/** Below the desktop breakpoint (phones). */
const phone = `screen and (max-width: ${meta.breakpoint - 0.02}px)`

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })

/**
 * The lobby's title card: the slab-serif title and count, then the search with the favourites toggle beside it;
 * on desktop the search and the toggle stand at the title's end.
 */
export const banner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'end',
  paddingBottom: vars.space.md,
  borderBottom: `4px solid ${vars.color.brand}`,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(240px, 360px) auto' } },
})
export const head = style({ gridColumn: '1 / -1', '@media': { [desktop]: { gridColumn: 'auto' } } })
export const title = style(lobbyTitle(desktop, { letterSpacing: vars.font.headingLetterSpacing }))
export const count = style(lobbyTally())
export const search = style({ minWidth: 0 })
globalStyle(`${search} input`, { minWidth: 0, width: '100%' })

/** A field of Quest's tools: a raised box with a hairline frame, its words bold. */
const box = {
  minHeight: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
} as const

/** Favourites: a raised box with a heart; on, it takes the brand colour like the title card's rule. */
export const favourites = style(pressedToggle(box))

/**
 * The studio tabs with "More providers" and the sort: above the tabs on phones, at the end of the tabs' line on
 * desktop. The tabs' own box steps aside (display: contents) so their line and panel are cells of this grid.
 */
export const picker = style(tabsWithTools(desktop, { alignItems: 'end' }, { columnGap: vars.space.md }))
export const studios = style({ display: 'contents' })
globalStyle(`${studios} > [role="tablist"]`, { gridArea: 'tabs' })
globalStyle(`${studios} > [role="tabpanel"]`, { gridArea: 'panel', minWidth: 0 })
globalStyle(`${studios} [data-block="game-card"] > button`, { boxShadow: vars.shadow.md })

export const tools = style({
  gridArea: 'tools',
  display: 'flex',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': { [desktop]: { paddingBottom: vars.space.xxs } },
})
export const more = style({ flex: '1.4 1 0', minWidth: 0, '@media': { [desktop]: { flex: 'none' } } })
globalStyle(`${more} select`, { ...box, width: '100%', paddingInline: vars.space.sm })

/** The sort: "Sort by" and the select in one box (the label read out only, on phones). */
export const sort = style(labelledSortBox(box, desktop, {}, { paddingInlineStart: vars.space.sm }))
export const sortLabel = style(
  sortBoxLabel(phone, srOnly({ clipPath: 'inset(50%)' }), { fontWeight: vars.font.weightRegular }),
)
export const sortSelect = style(bareSelect(42))
globalStyle(`${sortSelect} option`, selectOptionColours)
