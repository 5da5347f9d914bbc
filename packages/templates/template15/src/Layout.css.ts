import { headerParts, logoParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

const width = '1240px'

export const page = style({
  background: vars.color.surface,
  color: vars.color.text,
  font: `${vars.font.sizeMd}/1.55 ${vars.font.body}`,
  minHeight: '100dvh',
})
globalStyle(`${page} *, ${page} *::before, ${page} *::after`, { boxSizing: 'border-box' })

/** The skip link appears as a gold tab under the crest's top rule when focused. */
export const skip = style({
  position: 'absolute',
  top: -80,
  right: vars.space.md,
  zIndex: 50,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `2px solid ${vars.color.brandAccent}`,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: { '&:focus': { top: 0 } },
})

/** The crest: a brand rule on top, the logo stacked large in the middle, capital navigation centred below. */
export const header = style({
  selectors: {
    [`${page} &`]: {
      borderTop: `6px solid ${vars.color.brand}`,
      borderBottom: `2px solid ${vars.color.brandAccent}`,
      '@media': { [desktop]: { paddingTop: vars.space.md, rowGap: vars.space.sm } },
    },
  },
})
globalStyle(`${header} ${headerParts.menu}`, { '@media': { [desktop]: { display: 'none' } } })
globalStyle(`${header} ${logoParts.link}`, {
  fontFamily: vars.font.heading,
  '@media': { [desktop]: { flexDirection: 'column', gap: vars.space.xs, fontSize: vars.font.sizeXl } },
})
globalStyle(`${header} ${logoParts.link} img`, {
  borderRadius: '50%',
  '@media': { [desktop]: { width: 56, height: 56 } },
})
globalStyle(`${header} nav`, { display: 'none', '@media': { [desktop]: { display: 'block' } } })
globalStyle(`${header} nav ul`, { justifyContent: 'center', gap: vars.space.md })
globalStyle(`${header} nav a`, {
  textTransform: 'uppercase',
  letterSpacing: '0.1em',
  fontFamily: vars.font.heading,
})

export const drawer = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [desktop]: { display: 'none' } },
})
export const drawerRail = style({
  selectors: { [`${drawer} &`]: { width: '100%', padding: 0, border: 0, background: 'transparent' } },
})
globalStyle(`${drawerRail} > div:last-child > ul`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
})
export const drawerLanguage = style({
  justifySelf: 'start',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
})

/** The strip of category icons under the crest. */
export const icons = style({
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
})
globalStyle(`${icons} > ul`, {
  maxWidth: width,
  margin: '0 auto',
  paddingInline: vars.space.md,
  '@media': { [desktop]: { justifyContent: 'center' } },
})

export const main = style({
  display: 'block',
  width: '100%',
  maxWidth: width,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  '@media': { [desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
})

export const footer = style({})
export const wordmark = style({
  gridColumn: '1 / -1',
  order: -1,
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: 'clamp(2.5rem, 9vw, 7.5rem)',
  lineHeight: 0.9,
  letterSpacing: '-0.02em',
  color: vars.color.brand,
  overflowWrap: 'anywhere',
})
