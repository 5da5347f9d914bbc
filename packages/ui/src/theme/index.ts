export {
  baseTokens,
  defineTokens,
  type Palette,
  type TokenContext,
  type TokenFactory,
  type TokenGroupOverride,
  type TokenOverrides,
} from './baseTokens'
export { vars } from './contract.css'
export { makeTheme } from './makeTheme'
export { fontStacks, radii, shadows, spaces, typeScales } from './scales'
export type { ThemeTokens } from './tokens'
