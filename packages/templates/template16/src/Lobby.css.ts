import { fieldLabel, lobbyHeadRow, lobbyTally, selectBox, solidButton } from '@lobbykit/ui/lobbyStyles'
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

/**
 * The filters, wrapping: on phones the search beside the favourites toggle, then provider and sort side by side;
 * at desktop all four on one line.
 */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': { [desktop]: { gap: vars.space.lg } },
})
const field = { display: 'grid', gap: vars.space.xxs, minWidth: 0, margin: 0 } as const
export const search = style({ flex: '1 1 40%', '@media': { [desktop]: { flex: '0 1 340px' } } })
export const provider = style({ ...field, flex: '1 1 40%', '@media': { [desktop]: { flex: '0 1 240px' } } })
export const sort = style({ ...field, flex: '1 1 40%', '@media': { [desktop]: { flex: '0 1 200px' } } })
export const pickerLabel = style(fieldLabel())
export const picker = style(
  selectBox({
    border: `2px solid ${vars.color.border}`,
    radius: vars.radius.sm,
    background: vars.color.surfaceRaised,
  }),
)

/** Favourites: a plank-edged sign in the slab face; pressed, it is painted in the brand colour. */
export const favourites = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.md,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: `${vars.font.weightBold} ${vars.font.sizeSm} ${vars.font.heading}`,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.textOnBrand },
  },
})

/** "Clear filters" under a search that found nobody: a square brand sign. */
export const reset = style(solidButton(vars.radius.sm))
