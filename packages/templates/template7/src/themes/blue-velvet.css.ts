import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0b0f24',
  surfaceRaised: '#1a1d31',
  surfaceSunken: '#080b19',
  border: '#676976',
  text: '#f5f5f5',
  textMuted: '#afb0b6',
  brand: '#7f9cf5',
  brandHover: '#91aaf6',
  textOnBrand: '#171c2c',
  brandAccent: '#e6c07b',
  brandAccentHover: '#eac98d',
  textOnBrandAccent: '#292316',
}

export default makeTheme(tokens(palette), 'blue-velvet')
