import * as layout from '@lobbykit/ui/layoutStyles'
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
globalStyle(layout.everyBox(page), layout.borderBox)

/** The skip link appears as a gold tab under the crest's top rule when focused. */
export const skip = style({
  position: 'absolute',
  right: vars.space.md,
  zIndex: 50,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `2px solid ${vars.color.brandAccent}`,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  ...layout.dropInOnFocus(-80, 0),
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
globalStyle(`${header} ${headerParts.menu}`, layout.desktopHidden(desktop))
globalStyle(`${header} ${logoParts.link}`, {
  fontFamily: vars.font.heading,
  '@media': { [desktop]: { flexDirection: 'column', gap: vars.space.xs, fontSize: vars.font.sizeXl } },
})
globalStyle(`${header} ${logoParts.link} img`, {
  borderRadius: '50%',
  '@media': { [desktop]: { width: 56, height: 56 } },
})
globalStyle(`${header} nav`, layout.desktopOnly(desktop))
globalStyle(`${header} nav ul`, { justifyContent: 'center', gap: vars.space.md })
globalStyle(`${header} nav a`, { ...layout.capitals('0.1em'), fontFamily: vars.font.heading })

export const drawer = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  ...layout.phoneOnlyPanel(desktop),
})
export const drawerRail = style({
  selectors: { [`${drawer} &`]: { width: '100%', padding: 0, border: 0, background: 'transparent' } },
})
globalStyle(`${drawerRail} > div:last-child > ul`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
})
export const drawerLanguage = style([
  layout.plainButton,
  layout.focusVisible,
  { justifySelf: 'start', borderRadius: vars.radius.md },
])

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

export const main = style(layout.mainColumn(desktop, width))

export const footer = style({})
export const wordmark = style([layout.giantWordmark, { gridColumn: '1 / -1' }])
