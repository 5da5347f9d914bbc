import { srOnly } from '@lobbykit/ui/homeStyles'
import {
  bareSelect,
  labelledSortBox,
  lobbyHeadRow,
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

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
export const head = style(lobbyHeadRow())
export const title = style(lobbyTitle(desktop, { color: vars.color.brand }))
export const count = style(lobbyTally())

/** The search pill and the favourites pill on one line. */
export const find = style({ display: 'flex', alignItems: 'end', gap: vars.space.sm, minWidth: 0 })

/** The search field is a pill, like everything else in Candy. */
export const search = style({ flex: '1 1 auto', minWidth: 0, maxWidth: 420 })
globalStyle(`${search} input`, {
  minWidth: 0,
  width: '100%',
  borderRadius: vars.radius.pill,
  paddingInline: vars.space.md,
})

/** Candy's pill: raised, rounded all round, with a soft shadow. */
const pill = {
  minHeight: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
} as const

export const favourites = style({ ...pill, flex: 'none' })

/**
 * The provider tabs with the "More providers" pill and the sort pill: above the tabs on phones, at the end of
 * the tabs' row on desktop. The tabs' own box steps aside (display: contents) so their row and panel are
 * cells of this grid.
 */
export const picker = style(tabsWithTools(desktop, {}, { columnGap: vars.space.md }))
export const providers = style({ display: 'contents' })
globalStyle(`${providers} > [role="tablist"]`, { gridArea: 'tabs' })
globalStyle(`${providers} > [role="tabpanel"]`, { gridArea: 'panel', minWidth: 0 })
globalStyle(`${providers} [data-block="game-card"] > button`, {
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
})

export const tools = style({ gridArea: 'tools', display: 'flex', gap: vars.space.sm, minWidth: 0 })
/** On phones the providers' pill takes a little more of the row than the sort's: its words are longer. */
export const more = style({ flex: '1.25 1 0', minWidth: 0, '@media': { [desktop]: { flex: 'none' } } })
globalStyle(`${more} select`, {
  ...pill,
  width: '100%',
  paddingInline: vars.space.sm,
  fontWeight: vars.font.weightBold,
  '@media': { [desktop]: { paddingInline: vars.space.md } },
})

/** The sort pill: "Sort by" inside it before the bare select (read out only, on phones). */
export const sort = style(
  labelledSortBox(
    pill,
    desktop,
    { paddingInlineStart: vars.space.xs, fontSize: vars.font.sizeSm },
    { paddingInlineStart: vars.space.md },
  ),
)
export const sortLabel = style(sortBoxLabel(phone, srOnly({ clipPath: 'inset(50%)' })))
export const sortSelect = style(bareSelect(42, { borderRadius: vars.radius.pill }))
globalStyle(`${sortSelect} option`, selectOptionColours)
