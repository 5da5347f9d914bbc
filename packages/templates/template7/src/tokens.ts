import { defineTokens, fontStacks, radii, shadows, spaces } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** casino7 (Deco): engraved capitals with wide tracking, square corners, roomy. */
export const tokens = defineTokens({
  space: spaces.roomy,
  radius: radii.square,
  font: {
    body: fontStacks.palatino,
    heading: 'Copperplate, "Copperplate Gothic Light", "Engravers MT", "Noto Serif", Georgia, serif',
    sizeMd: '1.0625rem',
    headingTransform: 'uppercase',
    headingLetterSpacing: '0.16em',
  },
  shadow: shadows.flat,
  motion: { duration: '300ms', easing: 'ease-out' },
})
