import { defineTokens } from '@lobbykit/ui/theme'

export type { Palette } from '@lobbykit/ui/theme'

/**
 * casino1 (Harbor): roomy, serif headings over a system body, softly rounded cards. Its tokens are the
 * base tokens, so it states no differences.
 */
export const tokens = defineTokens()
