import type { StyleRule } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

/*
 * Style fragments for templates' Layout.css.ts: plain style objects (vanilla-extract's `style()` runs in the
 * template's own .css.ts, so its class names stay the template's). Compose them with the template's own
 * values: `style([overlay('60px 0 0 0', 30), phoneOnlyPanel(desktop), { color: vars.color.text }])`.
 * `desktop` is always the template's media query (`screen and (min-width: <meta.breakpoint>px)`).
 */

/** The page frame's surface, text colour and face, full viewport height. */
export const pageBase = {
  minHeight: '100dvh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
} satisfies StyleRule

/** The page frame with the body size and the template's line height. */
export function pageFrame(lineHeight = 1.5): StyleRule {
  return { ...pageBase, fontSize: vars.font.sizeMd, lineHeight }
}

/** The selector for every box inside `scope` (with its pseudo-elements), for `border-box` sizing. */
export function everyBox(scope: string): string {
  return `${scope} *, ${scope} *::before, ${scope} *::after`
}

export const borderBox = { boxSizing: 'border-box' } satisfies StyleRule

/** The selector for every focusable control inside `scope`, for one focus ring over the whole page. */
export function focusables(scope: string): string {
  return `${scope} :where(a, button, input, select):focus-visible`
}

/** The theme's focus outline. */
export const focusOutline = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } satisfies StyleRule

/** The focus outline on the element itself when focused from the keyboard. */
export const focusVisible = { ':focus-visible': focusOutline } satisfies StyleRule

/** The skip link as a brand tab above the top-left corner that drops in when focused. */
export function skipTab(rounded = true): StyleRule {
  return {
    position: 'absolute',
    left: 8,
    top: -64,
    zIndex: 50,
    padding: `${vars.space.sm} ${vars.space.md}`,
    background: vars.color.brand,
    color: vars.color.textOnBrand,
    ...(rounded ? { borderRadius: vars.radius.sm } : {}),
    selectors: { '&:focus': { top: 8 } },
  }
}

/** Hidden from the desktop breakpoint: tab bars, their spacers, drawers. */
export function desktopHidden(desktop: string): StyleRule {
  return { '@media': { [desktop]: { display: 'none' } } }
}

/** Shown only from the desktop breakpoint (as `display`, block by default): a header's inline menu. */
export function desktopOnly(desktop: string, display = 'block'): StyleRule {
  return { display: 'none', '@media': { [desktop]: { display } } }
}

/** A phone panel fixed over the page at `inset`, scrolling, on the raised surface. */
export function overlay(inset: string | number, zIndex: number): StyleRule {
  return {
    position: 'fixed',
    inset,
    zIndex,
    overflowY: 'auto',
    padding: vars.space.md,
    background: vars.color.surfaceRaised,
  }
}

/** A phone panel is gone while its `hidden` attribute is set, and always from the desktop breakpoint. */
export function phoneOnlyPanel(desktop: string): StyleRule {
  return { selectors: { '&[hidden]': { display: 'none' } }, ...desktopHidden(desktop) }
}

/** A bare button in a drawer (the language picker's): 44 px tall, outlined, in the page's text. */
export const plainButton = {
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
} satisfies StyleRule

/** The main column's padding: roomy on desktop. */
export function mainPadding(desktop: string): StyleRule {
  return {
    padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
    '@media': { [desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
  }
}

/** The main landmark as a centred column `maxWidth` wide, with the main column's padding. */
export function mainColumn(desktop: string, maxWidth: string | number): StyleRule {
  return { display: 'block', width: '100%', maxWidth, margin: '0 auto', ...mainPadding(desktop) }
}

/** A content column beside a side rail: fills the height, its footer at the bottom. */
export const sideColumn = {
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
} satisfies StyleRule

/** A full-height side rail at desktop that scrolls on its own, sticky at the top (a top bar on phones). */
export function railFrame(desktop: string): StyleRule {
  return {
    position: 'sticky',
    top: 0,
    zIndex: 20,
    '@media': {
      [desktop]: {
        height: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        borderRight: `1px solid ${vars.color.border}`,
        overflowY: 'auto',
      },
    },
  }
}

/** The ui header stacked in a side rail: the logo, then the account area. */
export function stackedHeader(rowGap: string, padding: string): StyleRule {
  return { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"logo" "actions"', rowGap, padding }
}

/** A narrow icon rail stuck under a top bar `top` px tall, down the viewport on the sunken surface. */
export function stuckUnder(top: number): StyleRule {
  return {
    display: 'flex',
    position: 'sticky',
    top,
    alignSelf: 'start',
    height: `calc(100dvh - ${top}px)`,
    background: vars.color.surfaceSunken,
  }
}

/** The current page in an icon rail: raised, with a brand bar on its inner edge. */
export const railCurrent = {
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
} satisfies StyleRule

/** A strip (of categories) that sticks `top` px from the top, over the page, with a rule beneath. */
export function stickyStrip(top: number, background: string = vars.color.surface): StyleRule {
  return { position: 'sticky', top, zIndex: 15, background, borderBottom: `1px solid ${vars.color.border}` }
}

/** The site's name as a giant wordmark in the brand colour, above the footer's other content. */
export const giantWordmark = {
  order: -1,
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: 'clamp(2.5rem, 9vw, 7.5rem)',
  lineHeight: 0.9,
  letterSpacing: '-0.02em',
  color: vars.color.brand,
  overflowWrap: 'anywhere',
} satisfies StyleRule

/** A footer column: heading and links stacked. */
export const footerColumn = { display: 'grid', alignContent: 'start', gap: vars.space.xs } satisfies StyleRule

/** A footer column's heading. */
export const footerHeading = {
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
} satisfies StyleRule

/** A list without bullets or indent, one item a row. */
export const bareList = { display: 'grid', margin: 0, padding: 0, listStyle: 'none' } satisfies StyleRule

/** A link in a footer column: `minHeight` tall, in the text colour (add `focusVisible` for its ring). */
export function footerLink(minHeight: number): StyleRule {
  return { display: 'inline-flex', alignItems: 'center', minHeight, color: vars.color.text }
}

/** A phone panel (`overlay`) that is gone while hidden and from the desktop breakpoint. */
export function phoneSheet(desktop: string, inset: string | number, zIndex: number): StyleRule {
  return { ...overlay(inset, zIndex), ...phoneOnlyPanel(desktop) }
}

/** Text in spaced capitals. */
export function capitals(letterSpacing: string): StyleRule {
  return { textTransform: 'uppercase', letterSpacing }
}

/** A wrapping row of buttons (a drawer's account and language buttons). */
export const buttonRow = { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm } satisfies StyleRule

/** The brand colour with its text colour (the theme's contrast pair). */
export const onBrand = { background: vars.color.brand, color: vars.color.textOnBrand } satisfies StyleRule

/** The accent colour with its text colour (the theme's contrast pair). */
export const onAccent = {
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
} satisfies StyleRule

/** A skip link moved out of view by `hidden` (a transform) that slides to `shown` when focused. */
export function slideInOnFocus(hidden: string, shown = 'none'): StyleRule {
  return { transform: hidden, selectors: { '&:focus': { transform: shown } } }
}

/** A skip link parked at `hidden` above the top that drops to `shown` when focused. */
export function dropInOnFocus(hidden: string | number, shown: string | number): StyleRule {
  return { top: hidden, selectors: { '&:focus': { top: shown } } }
}
