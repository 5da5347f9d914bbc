import { defineTokens, radii, shadows } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/** slot4 (Spin): heavy display type, pill controls, 28 px cards. */
export const tokens = defineTokens({
  radius: radii.pill,
  font: {
    body: 'Verdana, "DejaVu Sans", Geneva, Tahoma, sans-serif',
    heading: '"Arial Black", "Helvetica Neue", Arial, "Noto Sans", system-ui, sans-serif',
    weightBold: '900',
    headingLetterSpacing: '-0.02em',
  },
  shadow: shadows.glow,
  motion: { duration: '200ms', easing: 'ease-out' },
})
