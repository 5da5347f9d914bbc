import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#faf4ea',
  surfaceRaised: '#f1ebe2',
  surfaceSunken: '#eee8de',
  border: '#898681',
  text: '#141414',
  textMuted: '#595754',
  brand: '#a4471a',
  brandHover: '#8d3d16',
  textOnBrand: '#f8f0ed',
  brandAccent: '#1e5f74',
  brandAccentHover: '#1a5264',
  textOnBrandAccent: '#edf2f4',
}

export default makeTheme(tokens(palette), 'desert-sand')
