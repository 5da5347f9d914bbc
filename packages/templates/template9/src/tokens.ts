import { defineTokens, fontStacks } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** casino9 (Palazzo): Palatino, 6 px corners, generous leading. */
export const tokens = defineTokens({
  font: {
    body: fontStacks.palatino,
    heading: fontStacks.palatino,
    sizeSm: '0.9375rem',
    sizeMd: '1.0625rem',
    sizeLg: '1.3125rem',
    sizeXl: '1.875rem',
    headingLetterSpacing: '0.01em',
  },
})
