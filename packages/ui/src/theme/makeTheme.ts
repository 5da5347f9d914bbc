import { createTheme } from '@vanilla-extract/css'
import { vars } from './contract.css'
import type { ThemeTokens } from './tokens'

/** Creates a theme class for one template x colour; call it from a `.css.ts` file. */
export function makeTheme(tokens: ThemeTokens, debugId?: string): string {
  return createTheme(vars, tokens, debugId)
}
