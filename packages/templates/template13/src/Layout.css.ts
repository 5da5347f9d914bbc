import { headerParts, logoParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const page = style({
  fontFamily: vars.font.body,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.surface,
  minHeight: '100dvh',
})

globalStyle(`${page} *, ${page} *::before, ${page} *::after`, { boxSizing: 'border-box' })

/** The skip link drops in as a pill at the top centre when focused. */
export const skip = style({
  position: 'absolute',
  top: -80,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 50,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  fontWeight: vars.font.weightBold,
  selectors: { '&:focus': { top: vars.space.sm } },
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
globalStyle(`${header} ${headerParts.nav}`, {
  display: 'none',
  '@media': { [desktop]: { display: 'block' } },
})
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

export const strip = style({
  position: 'sticky',
  top: 60,
  zIndex: 15,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { top: 76 } },
})
globalStyle(`${strip} > ul`, {
  maxWidth: '1320px',
  margin: '0 auto',
  paddingInline: vars.space.md,
  scrollbarWidth: 'none',
})

export const main = style({
  display: 'block',
  width: '100%',
  maxWidth: '1320px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  '@media': { [desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
})

/** The "More" sheet: game tiles wrapping, then the pages as wrapping pills, then the language. */
export const more = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' })
export const morePages = style({})
globalStyle(`${morePages} > ul`, { flexWrap: 'wrap' })

export const phoneOnly = style({ '@media': { [desktop]: { display: 'none' } } })

export const footer = style({
  selectors: {
    [`${page} &`]: {
      background: vars.color.surfaceRaised,
      padding: `${vars.space.xl} ${vars.space.md}`,
      '@media': { [desktop]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
    },
  },
})
