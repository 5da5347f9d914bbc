import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#15110a',
  surfaceRaised: '#231f19',
  surfaceSunken: '#0f0c07',
  border: '#6d6b66',
  text: '#f5f5f5',
  textMuted: '#b2b1af',
  brand: '#e8b64c',
  brandHover: '#ebc065',
  textOnBrand: '#2a210e',
  brandAccent: '#3fb8af',
  brandAccentHover: '#5ac2ba',
  textOnBrandAccent: '#0b2120',
}

export default makeTheme(tokens(palette), 'golden-pharaoh')
