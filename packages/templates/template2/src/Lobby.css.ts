import { centredHead, lobbyTally, lobbyTitle, selectBox, themedHeading } from '@lobbykit/ui/lobbyStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg })

/** The title block is centred, like the crest above it. */
export const masthead = style(centredHead)
export const title = style(lobbyTitle(desktop, themedHeading))
export const tally = style(lobbyTally({ textTransform: 'uppercase', letterSpacing: '0.12em' }))

/** The category row: spaced capitals, centred on wide screens. */
export const rooms = style({ minWidth: 0 })
globalStyle(`${rooms} ul`, { '@media': { [desktop]: { justifyContent: 'safe center' } } })
globalStyle(`${rooms} a`, {
  textTransform: 'uppercase',
  letterSpacing: '0.1em',
  fontWeight: vars.font.weightRegular,
})
globalStyle(`${rooms} a[aria-current="page"]`, { fontWeight: vars.font.weightBold })

/**
 * The concierge's desk: the search and the favourites on one line, provider and order side by side on the
 * next (phones); one centred line over a hairline rule on desktop. Sharp boxes, spaced capital labels.
 */
export const desk = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { justifyContent: 'center', gap: vars.space.md } },
})

const capitals = {
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontSize: '0.75rem',
  fontWeight: vars.font.weightRegular,
  color: vars.color.textMuted,
} as const

export const label = style(capitals)
export const select = style(
  selectBox({ border: `1px solid ${vars.color.textMuted}`, background: vars.color.surface, radius: '0' }),
)
const field = { display: 'grid', gap: vars.space.xxs, minWidth: 0 } as const
export const provider = style({ ...field, flex: '1 1 140px', '@media': { [desktop]: { flex: '0 1 220px' } } })
export const sort = style({ ...field, flex: '1 1 140px', '@media': { [desktop]: { flex: '0 1 190px' } } })

export const search = style({ flex: '1 1 160px', '@media': { [desktop]: { flex: '0 1 320px' } } })
globalStyle(`${search} label`, capitals)
globalStyle(`${search} input`, {
  borderRadius: 0,
  borderColor: vars.color.textMuted,
  background: vars.color.surface,
})

const quietButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: 0,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  textTransform: 'uppercase',
  letterSpacing: '0.1em',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
} as const

/** Favourites: an outlined box with a heart; pressed, it is filled in champagne like the poster's button. */
export const favourites = style({
  ...quietButton,
  flex: 'none',
  paddingInline: vars.space.sm,
  '@media': { [desktop]: { paddingInline: vars.space.md } },
  border: `1px solid ${vars.color.textMuted}`,
  background: 'transparent',
  color: vars.color.text,
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
    },
  },
})

/** "Clear filters": an underlined capital link in the brand colour, at the end of the desk. */
export const clear = style({
  ...quietButton,
  flex: 'none',
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: 4,
})
