import { baseTokens, makeTheme, vars } from '@lobbykit/ui/theme'
import { globalStyle } from '@vanilla-extract/css'

/**
 * The console's own look: a light, quiet back office in which the tenants' colourful sites (the gallery, the
 * previews) stand out. It fills the same theme contract as the templates, so ui's blocks work unchanged.
 */
export const consoleTheme = makeTheme(
  baseTokens({
    palette: {
      surface: '#f6f7f9',
      surfaceRaised: '#ffffff',
      surfaceSunken: '#eceef2',
      border: '#767b85',
      text: '#16181d',
      textMuted: '#4d525c',
      brand: '#2b4fd8',
      brandHover: '#2443ba',
      textOnBrand: '#ffffff',
      brandAccent: '#0b6e66',
      brandAccentHover: '#095c55',
      textOnBrandAccent: '#ffffff',
    },
    dark: false,
  }),
  'console',
)

globalStyle('html, body', { margin: 0 })
globalStyle(`body:has(.${consoleTheme})`, { background: vars.color.surface })
globalStyle(`.${consoleTheme}`, {
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: 1.5,
  minHeight: '100vh',
  background: vars.color.surface,
})
globalStyle(`.${consoleTheme} *, .${consoleTheme} *::before, .${consoleTheme} *::after`, {
  boxSizing: 'border-box',
})
