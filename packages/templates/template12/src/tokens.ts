import { defineTokens, fontStacks, shadows } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** slot3 (Quest): slab serif titles, 10 px corners, normal density. */
export const tokens = defineTokens({
  font: {
    body: '"Trebuchet MS", "Lucida Grande", "Lucida Sans Unicode", "DejaVu Sans", sans-serif',
    heading: fontStacks.slab,
    sizeXl: '1.875rem',
    sizeHero: '3.25rem',
  },
  shadow: shadows.lifted,
})
