import { headerParts, logoParts } from '@lobbykit/ui/parts'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 }

/** The page frame: a 272 px rail beside the content column at desktop; a top bar on phones. */
export const page = style({
  minHeight: '100dvh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: 1.5,
  '@media': {
    [desktop]: { display: 'grid', gridTemplateColumns: '272px minmax(0, 1fr)', alignItems: 'start' },
  },
})

globalStyle(`${page} *, ${page} *::before, ${page} *::after`, { boxSizing: 'border-box' })
globalStyle(`${page} :where(a, button, input, select):focus-visible`, focusRing)

/** The skip link slides out of the rail's edge when it takes focus. */
export const skip = style({
  position: 'fixed',
  zIndex: 50,
  top: vars.space.md,
  left: 0,
  transform: 'translateX(-110%)',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  fontWeight: vars.font.weightBold,
  selectors: { '&:focus': { transform: 'none' } },
})

export const rail = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.surfaceSunken,
  '@media': {
    [desktop]: {
      height: '100dvh',
      display: 'flex',
      flexDirection: 'column',
      borderRight: `1px solid ${vars.color.border}`,
      overflowY: 'auto',
    },
  },
})

/** The ui header: a top bar on phones; in the rail, the logo over the account area. */
export const header = style({})
globalStyle(`${rail} ${header}`, {
  flex: 'none',
  minHeight: 60,
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"logo" "actions"',
      rowGap: vars.space.md,
      padding: vars.space.lg,
      borderBottom: 0,
    },
  },
})
globalStyle(`${rail} ${header} ${headerParts.actions}`, {
  '@media': { [desktop]: { justifyContent: 'flex-start', flexWrap: 'wrap' } },
})
globalStyle(`${rail} ${header} ${headerParts.menu}`, { '@media': { [desktop]: { display: 'none' } } })
globalStyle(`${rail} ${header} ${logoParts.link}`, {
  color: vars.color.brand,
  fontFamily: vars.font.heading,
  letterSpacing: vars.font.headingLetterSpacing,
})
globalStyle(`${rail} ${header} img`, { borderRadius: '50%' })

/** On phones the rail is a drawer under the top bar; at desktop it is always there. */
export const drawer = style({
  display: 'none',
  position: 'fixed',
  inset: '60px 0 0 0',
  zIndex: 30,
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  selectors: { '&[data-open="true"]': { display: 'block' } },
  '@media': {
    [desktop]: {
      display: 'flex',
      flexDirection: 'column',
      flex: 1,
      position: 'static',
      padding: `0 ${vars.space.sm} ${vars.space.md}`,
      background: 'transparent',
      overflowY: 'visible',
    },
  },
})

export const sideRail = style({})
globalStyle(`${drawer} ${sideRail}`, {
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  overflowY: 'visible',
})
globalStyle(`${drawer} ${sideRail} a`, { fontSize: vars.font.sizeMd, color: vars.color.text })
globalStyle(`${drawer} ${sideRail} a[aria-current="page"]`, { color: vars.color.textOnBrand })

export const railFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  '@media': { [desktop]: { display: 'none' } },
})

export const column = style({ minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: '100dvh' })

export const main = style({
  display: 'block',
  width: '100%',
  flex: 1,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  '@media': { [desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
})

/** Galaxy's minimal footer: one band of links and the legal line, on the page surface. */
export const footer = style({})
globalStyle(`${column} ${footer}`, {
  background: vars.color.surface,
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [desktop]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
})
