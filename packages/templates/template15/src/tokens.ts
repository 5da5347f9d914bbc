import { defineTokens, fontStacks } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** slot6 (Fortune): serif display, round medallions, rounded corners. */
export const tokens = defineTokens({
  font: {
    body: fontStacks.humanist,
    sizeXl: '1.875rem',
    sizeHero: '3.25rem',
    headingLetterSpacing: '0.03em',
  },
})
