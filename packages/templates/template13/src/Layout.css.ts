import * as layout from '@lobbykit/ui/layoutStyles'
import { headerParts, logoParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const page = style({ ...layout.pageBase, lineHeight: 1.5 })
globalStyle(layout.everyBox(page), layout.borderBox)

/** The skip link drops in as a pill at the top centre when focused. */
export const skip = style({
  position: 'absolute',
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 50,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  ...layout.onAccent,
  fontWeight: vars.font.weightBold,
  ...layout.dropInOnFocus(-80, vars.space.sm),
})

/** The split header: pill navigation left, the logo in the middle, the account right (phones: logo · account). */
export const header = style({
  selectors: {
    [`${page} &`]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"logo actions"',
      minHeight: 60,
      '@media': {
        [desktop]: {
          gridTemplateColumns: 'minmax(max-content, 1fr) auto minmax(0, 1fr)',
          gridTemplateAreas: '"nav logo actions"',
          minHeight: 76,
          paddingInline: vars.space.lg,
        },
      },
    },
  },
})
globalStyle(`${header} ${headerParts.nav}`, layout.desktopOnly(desktop))
globalStyle(`${header} ${headerParts.logo}`, { '@media': { [desktop]: { justifySelf: 'center' } } })
// Below 1360 px the menu, the name and the account do not fit on one line: the emblem stands for the name.
globalStyle(`${header} ${logoParts.text}`, {
  '@media': { [`${desktop} and (max-width: 1359px)`]: { display: 'none' } },
})
globalStyle(`${header} ${logoParts.link}`, {
  fontFamily: vars.font.heading,
  color: vars.color.brand,
  '@media': { [desktop]: { fontSize: vars.font.sizeXl } },
})
globalStyle(`${header} button`, { borderRadius: vars.radius.pill })

export const strip = style([layout.stickyStrip(60), { '@media': { [desktop]: { top: 76 } } }])
globalStyle(`${strip} > ul`, {
  maxWidth: '1320px',
  margin: '0 auto',
  paddingInline: vars.space.md,
  scrollbarWidth: 'none',
})

export const main = style(layout.mainColumn(desktop, '1320px'))

/** The "More" sheet: game tiles wrapping, then the pages as wrapping pills, then the language. */
export const more = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' })
export const morePages = style({})
globalStyle(`${morePages} > ul`, { flexWrap: 'wrap' })

export const phoneOnly = style(layout.desktopHidden(desktop))

export const footer = style({
  selectors: {
    [`${page} &`]: {
      background: vars.color.surfaceRaised,
      padding: `${vars.space.xl} ${vars.space.md}`,
      '@media': { [desktop]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
    },
  },
})
