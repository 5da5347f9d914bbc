import { lobbyHeadRow, lobbyTally, selectBox } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })

/** The title and the tally on one ruled line. */
export const titleRow = style(
  lobbyHeadRow({ paddingBottom: vars.space.xs, borderBottom: `3px solid ${vars.color.border}` }),
)
/** Condensed capitals, tight to the rule below. */
export const title = style({
  margin: 0,
  font: `${vars.font.weightBold} ${vars.font.sizeXl} / 1 ${vars.font.heading}`,
  textTransform: 'uppercase',
  '@media': { [desktop]: { fontSize: vars.font.sizeHero } },
})
export const count = style(lobbyTally({ fontVariantNumeric: 'tabular-nums', textTransform: 'uppercase' }))

const capitals = {
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
} as const
const focus = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } as const

/**
 * The console line: search, order and favourites, each label beside its control in condensed capitals. Phones
 * give the search its own line and put the order and favourites side by side under it; desktop keeps one line.
 */
export const consoleLine = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [desktop]: { display: 'flex', gap: vars.space.md } },
})
export const search = style({ gridColumn: '1 / -1', '@media': { [desktop]: { flex: '0 1 420px' } } })
globalStyle(`div${search}`, { flexDirection: 'row', alignItems: 'center', gap: vars.space.sm })
globalStyle(`${search} label`, { ...capitals, color: vars.color.textMuted })
globalStyle(`${search} > div`, { flex: 1, minWidth: 0 })
globalStyle(`${search} input`, { borderRadius: vars.radius.sm })

export const sort = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': { [desktop]: { flex: 'none' } },
})
export const label = style({ ...capitals, color: vars.color.textMuted })
export const select = style({
  ...selectBox({
    fullWidth: false,
    border: `1px solid ${vars.color.textMuted}`,
    radius: vars.radius.sm,
    background: vars.color.surfaceSunken,
  }),
  flex: 1,
  minWidth: 0,
  cursor: 'pointer',
})

/** Favourites: a hard-edged switch; on, it takes the brand colour like the picked provider. */
export const toggle = style({
  ...capitals,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 'none',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': focus,
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
    },
  },
})
export const clear = style({
  ...capitals,
  gridColumn: '1 / -1',
  justifySelf: 'start',
  flex: 'none',
  minHeight: 44,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  color: vars.color.brand,
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: 4,
  cursor: 'pointer',
  ':focus-visible': focus,
})

/**
 * The provider tabs with "More providers" at the end of their line: the tabs' own box steps aside
 * (display: contents) so the tab list, the select and the rows share one grid.
 */
export const providerBar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.sm,
  alignItems: 'center',
})
export const more = style({ gridRow: 1, gridColumn: 2, maxWidth: '42vw' })
globalStyle(`${more} select`, { ...capitals, minHeight: 36 })

/** Provider tabs as condensed capital chips; the rows sit straight under them. */
export const providers = style({ display: 'contents' })
globalStyle(`${providers} [role="tablist"]`, { gridRow: 1, gridColumn: 1 })
globalStyle(`${providers} [role="tab"]`, {
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  minHeight: 36,
})
globalStyle(`${providers} [role="tabpanel"]`, { gridRow: 2, gridColumn: '1 / -1', paddingTop: vars.space.md })
