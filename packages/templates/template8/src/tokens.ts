import { defineTokens, fontStacks, radii, spaces, typeScales } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** casino8 (Strip): compact, rounded type, soft 10–24 px corners, quick motion. */
export const tokens = defineTokens({
  space: spaces.compact,
  radius: radii.soft,
  font: {
    body: fontStacks.rounded,
    heading: fontStacks.rounded,
    ...typeScales.small,
    sizeHero: '2.5rem',
    weightBold: '800',
  },
  motion: { duration: '150ms', easing: 'ease-out' },
})
