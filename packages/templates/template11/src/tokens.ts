import { defineTokens, fontStacks, radii, shadows, spaces, typeScales } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** slot2 (Arcade): monospace, square corners, hard offset shadows, compact. */
export const tokens = defineTokens({
  space: spaces.compact,
  radius: radii.square,
  font: {
    body: fontStacks.mono,
    heading: fontStacks.mono,
    ...typeScales.small,
    sizeHero: '2.5rem',
    headingTransform: 'uppercase',
    headingLetterSpacing: '0.02em',
  },
  shadow: shadows.offset,
  motion: { duration: '100ms', easing: 'steps(3)' },
})
