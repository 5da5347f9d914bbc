import { defineTokens, fontStacks, radii, shadows, spaces } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** casino4 (Obsidian): compact, condensed capitals, 2–6 px corners, hard edges. */
export const tokens = defineTokens({
  space: spaces.compact,
  radius: radii.slight,
  font: {
    body: fontStacks.condensed,
    heading: fontStacks.condensed,
    headingTransform: 'uppercase',
    headingLetterSpacing: '0.04em',
  },
  shadow: shadows.flat,
  motion: { duration: '150ms', easing: 'linear' },
})
