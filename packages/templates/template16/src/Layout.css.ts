import { headerParts, logoParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

const width = '1400px'

export const page = style({
  minHeight: '100dvh',
  color: vars.color.text,
  background: vars.color.surface,
  fontFamily: vars.font.body,
  lineHeight: 1.6,
  letterSpacing: '0.01em',
})
globalStyle(`${page} *, ${page} *::before, ${page} *::after`, { boxSizing: 'border-box' })

/** The skip link: a plate nailed to the top left, shown on focus. */
export const skip = style({
  position: 'absolute',
  left: vars.space.md,
  top: -80,
  zIndex: 50,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `3px double ${vars.color.textOnBrand}`,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  textTransform: 'uppercase',
  selectors: { '&:focus': { top: vars.space.xs } },
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
globalStyle(`${header} nav a`, { textTransform: 'uppercase', letterSpacing: '0.06em' })
globalStyle(`${header} ${logoParts.link}`, { fontSize: vars.font.sizeXl })

export const strip = style({ background: vars.color.surface })
globalStyle(`${strip} > ul`, { maxWidth: width, margin: '0 auto', paddingInline: vars.space.md })
globalStyle(`${strip} a`, { textTransform: 'uppercase', letterSpacing: '0.06em' })

export const main = style({
  display: 'block',
  width: '100%',
  maxWidth: width,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  '@media': { [desktop]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxl}` } },
})

/** Three columns from the breakpoint: the brand, the help links, the games. */
export const footer = style({
  selectors: {
    [`${page} &`]: {
      '@media': { [desktop]: { gridTemplateColumns: 'minmax(220px, 2fr) minmax(0, 2fr) minmax(0, 1fr)' } },
    },
  },
})
export const gamesColumn = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs })
export const columnTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
})
export const columnList = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' })
export const columnLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

export const phoneOnly = style({ '@media': { [desktop]: { display: 'none' } } })

/** The language button stays on small phones too: this header has no drawer to hold it. */
globalStyle(`${header} ${headerParts.language}`, { display: 'inline-flex' })
