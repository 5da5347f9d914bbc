import type { StyleRule } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

/*
 * Style fragments for templates' Lobby.css.ts: plain style objects, so `style()` runs in the template's own
 * .css.ts and its class names stay the template's. Each takes the template's own values; `desktop` is the
 * template's media query (`screen and (min-width: <meta.breakpoint>px)`).
 */

/** The theme's keyboard focus outline. */
const focusOutline = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } satisfies StyleRule

/** No margin, padding or border: a fieldset or list that only lays out its children. */
export const bare = { margin: 0, padding: 0, border: 0 } satisfies StyleRule

/** The h1 uses the theme's heading case and letter spacing. */
export const themedHeading = {
  textTransform: vars.font.headingTransform as 'none',
  letterSpacing: vars.font.headingLetterSpacing,
} satisfies StyleRule

/** The lobby's title row: the h1 and the tally on one baseline at either end, wrapping on phones. */
export function lobbyHeadRow(extra: StyleRule = {}): StyleRule {
  return {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    ...extra,
  }
}

/** The title and tally stacked and centred. */
export const centredHead = {
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  textAlign: 'center',
} satisfies StyleRule

/** The lobby's h1: bold in the heading face, hero-sized from `desktop` when it is given. */
export function lobbyTitle(desktop: string | null, extra: StyleRule = {}): StyleRule {
  return {
    margin: 0,
    fontFamily: vars.font.heading,
    fontSize: vars.font.sizeXl,
    fontWeight: vars.font.weightBold,
    ...extra,
    ...(desktop ? { '@media': { [desktop]: { fontSize: vars.font.sizeHero } } } : {}),
  }
}

/** The game tally beside the title: small and muted. */
export function lobbyTally(extra: StyleRule = {}): StyleRule {
  return { margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm, ...extra }
}

/** A wrapping row of filters, aligned on their bottom edge. */
export function filterRow(gap: string, extra: StyleRule = {}): StyleRule {
  return { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap, ...extra }
}

/** One labelled filter in a filter row: its label over its control, growing from `flex` up to `maxWidth`. */
export function labelledField(flex: string, maxWidth: number, extra: StyleRule = {}): StyleRule {
  return { display: 'grid', gap: vars.space.xxs, flex, maxWidth, ...extra }
}

/** A filter's label: small and bold. */
export function fieldLabel(extra: StyleRule = {}): StyleRule {
  return { fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold, ...extra }
}

export interface SelectBoxOptions {
  /** As wide as its field (default true). */
  fullWidth?: boolean
  minHeight?: number
  border?: string
  radius?: string
  background?: string
  /** The theme's focus outline on keyboard focus (default true). */
  focusRing?: boolean
}

/** The provider select (or a filter input styled like it): a sunken, bordered box in the body font. */
export function selectBox({
  fullWidth = true,
  minHeight = 44,
  border = `1px solid ${vars.color.border}`,
  radius = vars.radius.md,
  background = vars.color.surfaceSunken,
  focusRing = true,
}: SelectBoxOptions = {}): StyleRule {
  return {
    ...(fullWidth ? { width: '100%' } : {}),
    minHeight,
    padding: `0 ${vars.space.sm}`,
    border,
    borderRadius: radius,
    background,
    color: vars.color.text,
    font: 'inherit',
    ...(focusRing ? { ':focus-visible': focusOutline } : {}),
  }
}

/** A picked provider chip: filled with the accent, in bold. */
export const pickedChip = {
  background: vars.color.brandAccent,
  borderColor: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  fontWeight: vars.font.weightBold,
} satisfies StyleRule

/** A provider toggle button as a pill on `background`; pressed, it is a picked chip. */
export function chipButton(background: string, focusRing = false): StyleRule {
  return {
    minHeight: 36,
    padding: `0 ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    background,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.sizeSm,
    cursor: 'pointer',
    ...(focusRing ? { ':focus-visible': focusOutline } : {}),
    selectors: { '&[aria-pressed="true"]': pickedChip },
  }
}

/** "Clear filters" as a solid brand button centred under the grid, its corners `radius`. */
export function solidButton(radius: string): StyleRule {
  return {
    justifySelf: 'center',
    minHeight: 44,
    padding: `0 ${vars.space.lg}`,
    border: 0,
    borderRadius: radius,
    background: vars.color.brand,
    color: vars.color.textOnBrand,
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    cursor: 'pointer',
  }
}

/** The bare input inside a search pill (a label holding an icon and the input). */
export const pillInput = {
  flex: 1,
  minWidth: 0,
  minHeight: 40,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
} satisfies StyleRule

/** A placeholder in the muted text colour, at full opacity. */
export const mutedPlaceholder = { color: vars.color.textMuted, opacity: 1 } satisfies StyleRule

/** Title and tally left, the search at the line's end from `desktop`; on phones the search takes a row. */
export function marqueeRow(desktop: string): StyleRule {
  return {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'end',
    gap: vars.space.sm,
    '@media': { [desktop]: { gridTemplateColumns: 'auto auto minmax(0, 1fr)' } },
  }
}

/** The search of a marquee row: a row of its own on phones, at the end of the line from `desktop`. */
export function marqueeSearch(desktop: string, size: StyleRule): StyleRule {
  return {
    gridColumn: '1 / -1',
    '@media': { [desktop]: { gridColumn: 'auto', justifySelf: 'end', ...size } },
  }
}

/** A grid of list items: `phone` columns, `wide` columns from `desktop` (its virtual window fits them too). */
export function listColumns(desktop: string, phone: string, wide: string): StyleRule {
  return {
    selectors: {
      'ul&': { gridTemplateColumns: phone, '@media': { [desktop]: { gridTemplateColumns: wide } } },
    },
  }
}

/** A lobby with its categories in a sticky rail `railWidth` wide beside the tools and results from `desktop`. */
export function railLobby(desktop: string, railWidth: string): StyleRule {
  return {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    // Named on phones too: areas that only the desktop grid names would stack on top of each other.
    gridTemplateAreas: '"head" "side" "tools" "results"',
    gap: vars.space.md,
    '@media': {
      [desktop]: {
        gridTemplateColumns: `${railWidth} minmax(0, 1fr)`,
        gridTemplateAreas: '"head head" "side tools" "side results"',
        columnGap: vars.space.xl,
        alignItems: 'start',
      },
    },
  }
}

/**
 * A sort box that holds its "Sort by" label and a bare select (`sortLabel`, `bareSelect`): on phones it shares
 * the row with the provider picker, on `desktop` it takes its own width. `box` is the template's pill or frame.
 */
export function labelledSortBox(
  box: StyleRule,
  desktop: string,
  extra: StyleRule = {},
  onDesktop: StyleRule = {},
): StyleRule {
  return {
    ...box,
    display: 'flex',
    alignItems: 'center',
    flex: '1 1 0',
    minWidth: 0,
    ':focus-within': focusOutline,
    ...extra,
    '@media': { [desktop]: { flex: 'none', ...onDesktop } },
  }
}

/** The "Sort by" inside a `labelledSortBox`: muted, read out only on phones (`hidden`: the template's srOnly). */
export function sortBoxLabel(phone: string, hidden: StyleRule, extra: StyleRule = {}): StyleRule {
  return {
    flex: 'none',
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    ...extra,
    '@media': { [phone]: hidden },
  }
}

/** A select without a box of its own, filling a `labelledSortBox`; its options need `selectOptionColours`. */
export function bareSelect(minHeight: number, extra: StyleRule = {}): StyleRule {
  return {
    flex: 1,
    minWidth: 0,
    minHeight,
    padding: `0 ${vars.space.sm}`,
    border: 0,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    cursor: 'pointer',
    outline: 'none',
    ...extra,
  }
}

/** A bare select's options, readable on the theme's raised surface (for a `globalStyle` on `select option`). */
export const selectOptionColours = {
  background: vars.color.surfaceRaised,
  color: vars.color.text,
} satisfies StyleRule

/**
 * Provider tabs with their tools ("More providers", the sort): the tools above the tabs on phones, at the end
 * of the tabs' row from `desktop`. The tabs' own box steps aside (display: contents, the template's rule) so
 * the tab row and the panel are cells of this grid (areas `tools`, `tabs`, `panel`).
 */
export function tabsWithTools(desktop: string, extra: StyleRule = {}, onDesktop: StyleRule = {}): StyleRule {
  return {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"tools" "tabs" "panel"',
    gap: vars.space.sm,
    alignItems: 'center',
    ...extra,
    '@media': {
      [desktop]: {
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gridTemplateAreas: '"tabs tools" "panel panel"',
        ...onDesktop,
      },
    },
  }
}

/** The favourites toggle in the template's `box`: heart and word side by side, in the brand colour when pressed. */
export function pressedToggle(box: StyleRule, extra: StyleRule = {}): StyleRule {
  return {
    ...box,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `0 ${vars.space.md}`,
    cursor: 'pointer',
    ':hover': { borderColor: vars.color.brand },
    ':focus-visible': focusOutline,
    selectors: {
      '&[aria-pressed="true"]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.textOnBrand,
      },
    },
    ...extra,
  }
}
