import { defineTokens, fontStacks, radii, shadows } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** casino5 (Neon): geometric sans, pill controls, glowing shadows. */
export const tokens = defineTokens({
  radius: radii.pill,
  font: {
    body: fontStacks.geometric,
    heading: fontStacks.geometric,
    sizeXl: '2rem',
    sizeHero: '3.25rem',
    weightBold: '800',
    headingLetterSpacing: '-0.01em',
  },
  shadow: shadows.glow,
})
