import { defineTokens, fontStacks, radii, shadows, spaces, typeScales } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** sportsbook1 (Pitch): condensed type, tabular figures, 2–6 px corners, compact. */
export const tokens = defineTokens({
  space: spaces.compact,
  radius: radii.slight,
  font: {
    body: fontStacks.condensed,
    heading: fontStacks.condensed,
    ...typeScales.small,
    sizeHero: '2.25rem',
    headingTransform: 'uppercase',
    headingLetterSpacing: '0.03em',
  },
  shadow: shadows.flat,
  motion: { duration: '120ms', easing: 'linear' },
})
