import * as layout from '@lobbykit/ui/layoutStyles'
import { headerParts, logoParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

/** The page frame, in the salon's roomy rhythm. */
export const page = style({
  minHeight: '100dvh',
  background: vars.color.surface,
  color: vars.color.text,
  font: `${vars.font.sizeMd} / 1.6 ${vars.font.body}`,
})

globalStyle(layout.everyBox(page), layout.borderBox)

/** The skip link drops in at the top centre when focused. */
export const skip = style({
  position: 'absolute',
  top: 0,
  left: '50%',
  zIndex: 50,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  ...layout.onBrand,
  ...layout.capitals('0.1em'),
  ...layout.slideInOnFocus('translate(-50%, -120%)', 'translate(-50%, 0)'),
})

/**
 * Phones: menu button, crest and account on one row. Desktop: the account row on top, the crest centred
 * and large beneath it, and the capital navigation centred under the crest.
 */
export const header = style({
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
      gridTemplateAreas: '"menu . actions" "logo logo logo" "nav nav nav"',
      rowGap: vars.space.xs,
      padding: `${vars.space.xs} ${vars.space.lg} 0`,
    },
  },
})
globalStyle(`${header} ${headerParts.logo}:has(img)`, {
  justifySelf: 'stretch',
  '@media': { [desktop]: { justifySelf: 'center' } },
})
globalStyle(`${header} ${logoParts.link}:has(img)`, {
  color: vars.color.brand,
  fontSize: vars.font.sizeMd,
  letterSpacing: '0.04em',
  '@media': {
    [desktop]: {
      flexDirection: 'column',
      gap: vars.space.xs,
      fontSize: vars.font.sizeXl,
      letterSpacing: vars.font.headingLetterSpacing,
    },
  },
})
/** Phones show the crest alone (its link keeps the site's name); the name joins it on desktop. */
globalStyle(`${header} ${logoParts.link}:has(img) ${logoParts.text}`, {
  display: 'none',
  '@media': { [desktop]: { display: 'flex' } },
})
globalStyle(`${header} ${logoParts.link}:has(img) img`, {
  borderRadius: '50%',
  '@media': { [desktop]: { width: 56, height: 56 } },
})
globalStyle(`${header} button[aria-expanded]`, layout.desktopHidden(desktop))
globalStyle(`${header} nav`, layout.desktopOnly(desktop))
globalStyle(`${header} nav ul`, { justifyContent: 'safe center', gap: vars.space.lg })
globalStyle(`${header} nav a`, {
  ...layout.capitals('0.14em'),
  fontWeight: vars.font.weightRegular,
  color: vars.color.text,
})
globalStyle(`${header} nav a[aria-current="page"]`, {
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
})

/** The phone drawer slides over the page from the left; desktop never shows it. */
export const drawer = style([
  {
    position: 'fixed',
    inset: '0 auto 0 0',
    zIndex: 40,
    display: 'flex',
    flexDirection: 'column',
    width: 'min(320px, 88vw)',
    overflowY: 'auto',
    background: vars.color.surfaceRaised,
    borderRight: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.lg,
  },
  layout.phoneOnlyPanel(desktop),
])
export const drawerRail = style({ width: '100%', flex: 1, border: 0, padding: vars.space.md })
globalStyle(`${drawerRail} a`, layout.capitals('0.08em'))
export const drawerFoot = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
})
export const drawerButton = style([
  layout.plainButton,
  layout.focusVisible,
  { display: 'flex', alignItems: 'center', gap: vars.space.xs, padding: `0 ${vars.space.sm}` },
])

export const main = style(layout.mainColumn(desktop, '1240px'))

/** The centred footer on the raised surface, its links in spaced capitals. */
export const footer = style({
  background: vars.color.surfaceRaised,
  padding: `${vars.space.xl} ${vars.space.md}`,
})
globalStyle(`${footer} nav a`, { ...layout.capitals('0.1em'), fontSize: '0.8125rem' })
