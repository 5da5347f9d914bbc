import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#faf7ff',
  surfaceRaised: '#f1eef6',
  surfaceSunken: '#eeebf2',
  border: '#89878b',
  text: '#141414',
  textMuted: '#59585b',
  brand: '#6d28d9',
  brandHover: '#5e22bb',
  textOnBrand: '#f3eefc',
  brandAccent: '#ba3e0c',
  brandAccentHover: '#a0350a',
  textOnBrandAccent: '#f9f0ec',
}

export default makeTheme(tokens(palette), 'rainbow-spin')
