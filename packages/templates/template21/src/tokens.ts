import { defineTokens } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** sportsbook2 (Arena): impact headlines over a system body, 12 px corners, normal density. */
export const tokens = defineTokens({
  font: {
    heading:
      'Impact, Haettenschweiler, "Franklin Gothic Bold", "DejaVu Sans Condensed", sans-serif-condensed, sans-serif',
    headingTransform: 'uppercase',
    headingLetterSpacing: '0.01em',
  },
})
