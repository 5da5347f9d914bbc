import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#f5f8fc',
  surfaceRaised: '#eceff3',
  surfaceSunken: '#e9ecef',
  border: '#86878a',
  text: '#141414',
  textMuted: '#58585a',
  brand: '#1f4fa3',
  brandHover: '#1b448c',
  textOnBrand: '#edf1f8',
  brandAccent: '#a33b1f',
  brandAccentHover: '#8c331b',
  textOnBrandAccent: '#f8efed',
}

export default makeTheme(tokens(palette), 'porcelain-blue')
