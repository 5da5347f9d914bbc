import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#04140f',
  surfaceRaised: '#13221d',
  surfaceSunken: '#030e0b',
  border: '#636d69',
  text: '#f5f5f5',
  textMuted: '#adb2b0',
  brand: '#22b07d',
  brandHover: '#41bb8f',
  textOnBrand: '#062017',
  brandAccent: '#e9c46a',
  brandAccentHover: '#eccc7f',
  textOnBrandAccent: '#2a2313',
}

export default makeTheme(tokens(palette), 'dragon-jade')
