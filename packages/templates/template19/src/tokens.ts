import { defineTokens, fontStacks, radii } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** slot9 (Fizz): rounded type, pill controls, soft shadows, bouncy. */
export const tokens = defineTokens({
  radius: radii.pill,
  font: {
    body: fontStacks.rounded,
    heading: fontStacks.rounded,
    weightRegular: '500',
    weightBold: '800',
  },
  motion: { duration: '260ms', easing: 'cubic-bezier(0.34, 1.56, 0.64, 1)' },
})
