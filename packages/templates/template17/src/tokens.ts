import { defineTokens, fontStacks, radii, shadows, spaces } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** slot8 (Galaxy): light geometric type, soft 16–24 px corners, deep shadows, roomy. */
export const tokens = defineTokens({
  space: spaces.roomy,
  radius: radii.soft,
  font: {
    body: fontStacks.geometric,
    heading: fontStacks.geometric,
    sizeXl: '1.875rem',
    sizeHero: '3.25rem',
    weightRegular: '300',
    headingLetterSpacing: '0.02em',
  },
  shadow: shadows.lifted,
  motion: { duration: '350ms', easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
})
