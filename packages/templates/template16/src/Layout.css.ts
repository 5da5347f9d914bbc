import * as layout from '@lobbykit/ui/layoutStyles'
import { headerParts, logoParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

const width = '1400px'

export const page = style({ ...layout.pageBase, lineHeight: 1.6, letterSpacing: '0.01em' })
globalStyle(layout.everyBox(page), layout.borderBox)

/** The skip link: a plate nailed to the top left, shown on focus. */
export const skip = style({
  position: 'absolute',
  left: vars.space.md,
  zIndex: 50,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `3px double ${vars.color.textOnBrand}`,
  ...layout.onBrand,
  textTransform: 'uppercase',
  ...layout.dropInOnFocus(-80, vars.space.xs),
})

/** Phones: wordmark and account, the menu scrolling in a second row. Desktop: one bar, menu inline. */
export const header = style({
  selectors: {
    [`${page} &`]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"logo actions" "nav nav"',
      borderBottom: `3px solid ${vars.color.brand}`,
      '@media': {
        [desktop]: {
          gridTemplateColumns: 'auto minmax(0, 1fr) auto',
          gridTemplateAreas: '"logo nav actions"',
          columnGap: vars.space.lg,
          minHeight: 72,
          paddingInline: vars.space.lg,
        },
      },
    },
  },
})
globalStyle(`${header} nav a`, layout.capitals('0.06em'))
// The saloon's big wordmark on desktop; a phone's header (with search, log in and join) needs it smaller.
globalStyle(`${header} ${logoParts.link}`, {
  fontSize: vars.font.sizeMd,
  '@media': { [desktop]: { fontSize: vars.font.sizeXl } },
})

export const strip = style({ background: vars.color.surface })
globalStyle(`${strip} > ul`, { maxWidth: width, margin: '0 auto', paddingInline: vars.space.md })
globalStyle(`${strip} a`, layout.capitals('0.06em'))

export const main = style([
  layout.mainColumn(desktop, width),
  {
    padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
    '@media': { [desktop]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxl}` } },
  },
])

/** Three columns from the breakpoint: the brand, the help links, the games. */
export const footer = style({
  selectors: {
    [`${page} &`]: {
      '@media': { [desktop]: { gridTemplateColumns: 'minmax(220px, 2fr) minmax(0, 2fr) minmax(0, 1fr)' } },
    },
  },
})
export const gamesColumn = style(layout.footerColumn)
export const columnTitle = style(layout.footerHeading)
export const columnList = style(layout.bareList)
export const columnLink = style([
  layout.footerLink(44),
  { textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
  layout.focusVisible,
])

export const phoneOnly = style(layout.desktopHidden(desktop))

/** The language button stays on small phones too: this header has no drawer to hold it. */
globalStyle(`${header} ${headerParts.language}`, { display: 'inline-flex' })
