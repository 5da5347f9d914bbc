import { defineTokens, fontStacks, radii } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** casino6 (Dynasty): serif throughout, double-rule frames, small corners. */
export const tokens = defineTokens({
  radius: radii.slight,
  font: {
    body: fontStacks.serif,
    sizeHero: '2.75rem',
    headingLetterSpacing: '0.02em',
  },
})
