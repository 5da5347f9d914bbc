import { srOnly } from '@lobbykit/ui/homeStyles'
import {
  bareSelect,
  labelledSortBox,
  lobbyHeadRow,
  lobbyTally,
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
export const head = style(lobbyHeadRow())
export const title = style({
  margin: 0,
  font: `${vars.font.weightBold} clamp(${vars.font.sizeXl}, 6vw, ${vars.font.sizeHero})/1 ${vars.font.heading}`,
  letterSpacing: vars.font.headingLetterSpacing,
})
export const count = style(lobbyTally())

/** The search pill and the favourites pill on one line. */
export const find = style({ display: 'flex', alignItems: 'end', gap: vars.space.sm, minWidth: 0 })
export const search = style({ flex: '1 1 auto', minWidth: 0, maxWidth: 360 })
globalStyle(`${search} input`, { minWidth: 0, width: '100%', borderRadius: vars.radius.pill })

/** Spin's pill: heavy words, a 2 px frame; pressed, it fills with the brand colour. */
const pill = {
  minHeight: 44,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
} as const

export const favourites = style(pressedToggle(pill, { flex: 'none' }))

/**
 * The provider pills with "More providers" and the sort: above the pills on phones, at the end of their row on
 * desktop. The tabs' own box steps aside (display: contents) so their row and panel are cells of this grid.
 */
export const picker = style(tabsWithTools(desktop, {}, { columnGap: vars.space.md }))
export const providers = style({ display: 'contents' })
globalStyle(`${providers} > [role="tablist"]`, { gridArea: 'tabs' })
globalStyle(`${providers} > [role="tabpanel"]`, { gridArea: 'panel', minWidth: 0 })
globalStyle(`${providers} > [role="tabpanel"]:not([hidden])`, { display: 'grid' })

export const tools = style({ gridArea: 'tools', display: 'flex', gap: vars.space.sm, minWidth: 0 })
export const more = style({ flex: '1.3 1 0', minWidth: 0, '@media': { [desktop]: { flex: 'none' } } })
globalStyle(`${more} select`, { ...pill, width: '100%', paddingInline: vars.space.sm })

/** The sort pill: "Sort by" inside it before the bare select (read out only, on phones). */
export const sort = style(labelledSortBox(pill, desktop, {}, { paddingInlineStart: vars.space.md }))
export const sortLabel = style(sortBoxLabel(phone, srOnly({ clipPath: 'inset(50%)' })))
export const sortSelect = style(bareSelect(40, { borderRadius: vars.radius.pill }))
globalStyle(`${sortSelect} option`, selectOptionColours)

/** Big rounded tiles, their names in heavy type. */
export const games = style({})
globalStyle(`${games} [data-block="game-card"] > button`, { borderRadius: vars.radius.lg })
export const reset = style({ justifySelf: 'center', marginTop: vars.space.md })
