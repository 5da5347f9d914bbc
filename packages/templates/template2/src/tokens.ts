import { defineTokens, fontStacks, radii, shadows, spaces } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** casino2 (Salon): roomy, sharp, Didone capitals with wide tracking, slow fades. */
export const tokens = defineTokens({
  space: spaces.roomy,
  radius: radii.square,
  font: {
    body: fontStacks.humanist,
    heading: 'Didot, "Bodoni 72", "Bodoni MT", "Noto Serif Display", "Noto Serif", Georgia, serif',
    sizeXl: '1.875rem',
    sizeHero: '3.5rem',
    weightBold: '600',
    headingTransform: 'uppercase',
    headingLetterSpacing: '0.12em',
  },
  shadow: shadows.lifted,
  motion: { duration: '400ms', easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
})
