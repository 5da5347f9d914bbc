import { defineTokens, fontStacks, radii, shadows, spaces, typeScales } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** slot5 (Pixel): monospace headings over a system body, square corners, compact. */
export const tokens = defineTokens({
  space: spaces.compact,
  radius: radii.square,
  font: {
    heading: fontStacks.mono,
    ...typeScales.small,
    sizeHero: '2.25rem',
    headingTransform: 'uppercase',
  },
  shadow: shadows.offset,
  motion: { duration: '120ms', easing: 'steps(4)' },
})
