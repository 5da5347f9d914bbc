import { defineTokens, fontStacks } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** casino3 (Riviera): humanist sans, 8–16 px rounding, airy rail. */
export const tokens = defineTokens({
  font: {
    body: fontStacks.humanist,
    heading: fontStacks.humanist,
    sizeXl: '1.625rem',
    sizeHero: '2.75rem',
  },
})
