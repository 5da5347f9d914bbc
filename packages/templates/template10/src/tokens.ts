import { defineTokens, fontStacks, radii, spaces, typeScales } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** slot1 (Candy): rounded type, big 16–24 px corners, roomy and bouncy. */
export const tokens = defineTokens({
  space: spaces.roomy,
  radius: radii.soft,
  font: {
    body: fontStacks.rounded,
    heading: fontStacks.rounded,
    ...typeScales.large,
    sizeHero: '3.5rem',
    weightRegular: '500',
    weightBold: '800',
  },
  motion: { duration: '300ms', easing: 'cubic-bezier(0.34, 1.56, 0.64, 1)' },
})
