import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#1a110d',
  surfaceRaised: '#281f1c',
  surfaceSunken: '#120c09',
  border: '#706b68',
  text: '#f5f5f5',
  textMuted: '#b3b1af',
  brand: '#e08a5a',
  brandHover: '#e49a71',
  textOnBrand: '#281910',
  brandAccent: '#8fd3c7',
  brandAccentHover: '#9fd9cf',
  textOnBrandAccent: '#1a2624',
}

export default makeTheme(tokens(palette), 'copper-dusk')
