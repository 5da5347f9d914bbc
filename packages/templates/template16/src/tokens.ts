import { defineTokens, fontStacks, radii, shadows, spaces, typeScales } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** slot7 (Saloon): slab serif signage, 2–6 px corners, roomy. */
export const tokens = defineTokens({
  space: spaces.roomy,
  radius: radii.slight,
  font: {
    body: fontStacks.serif,
    heading: fontStacks.slab,
    ...typeScales.large,
    sizeHero: '3.5rem',
    headingTransform: 'uppercase',
    headingLetterSpacing: '0.05em',
  },
  shadow: shadows.offset,
})
