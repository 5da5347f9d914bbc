import * as layout from '@lobbykit/ui/layoutStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** The page keeps its end clear of the phones' tab bar itself (no spacer). */
export const page = style([
  layout.pageFrame(),
  { paddingBottom: 72, '@media': { [desktop]: { paddingBottom: 0 } } },
])
globalStyle(layout.everyBox(page), layout.borderBox)

export const skip = style(layout.skipTab())

/** The header floats as a glowing pill, away from the page edges. */
export const header = style({
  top: 8,
  width: 'calc(100% - 16px)',
  maxWidth: 1180,
  margin: 8,
  minHeight: 60,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.lg,
  '@media': {
    [desktop]: {
      top: 16,
      width: 'calc(100% - 48px)',
      margin: `${vars.space.md} auto`,
      padding: `${vars.space.sm} ${vars.space.lg}`,
    },
  },
})
// The pill menu lives in the header on desktop; phones reach it through the tab bar.
globalStyle(`${header} nav`, layout.desktopOnly(desktop))

export const sheet = style([layout.phoneSheet(desktop, '0 0 64px 0', 30), { color: vars.color.text }])
export const sheetLanguage = style([
  layout.plainButton,
  {
    marginBottom: vars.space.md,
    border: `2px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    fontWeight: vars.font.weightBold,
  },
])
export const sheetRail = style({ width: '100%', border: 0, background: 'transparent', padding: 0 })
globalStyle(`${sheetRail} > div:nth-child(2) ul`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
})

export const main = style(layout.mainColumn(desktop, '1280px'))

export const tabBar = style(layout.desktopHidden(desktop))

export const footer = style({
  color: vars.color.text,
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': {
    [desktop]: {
      gridTemplateColumns: '1fr auto',
      alignItems: 'end',
      padding: `${vars.space.xxl} ${vars.space.lg}`,
    },
  },
})
globalStyle(`${footer} > p:last-child`, { gridColumn: 'auto' })

/** The site name, huge, above the links: Neon's signature footer. */
export const wordmark = style([
  layout.giantWordmark,
  { gridColumn: '1 / -1', textTransform: vars.font.headingTransform as 'none' },
])
