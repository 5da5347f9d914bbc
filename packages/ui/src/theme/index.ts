export { vars } from './contract.css'
export { makeTheme } from './makeTheme'
export type { ThemeTokens } from './tokens'
