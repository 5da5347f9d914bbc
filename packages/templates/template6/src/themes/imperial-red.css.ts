import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#1a0505',
  surfaceRaised: '#281414',
  surfaceSunken: '#120404',
  border: '#736666',
  text: '#f5f5f5',
  textMuted: '#b3adad',
  brand: '#e54f4f',
  brandHover: '#e96868',
  textOnBrand: '#290e0e',
  brandAccent: '#f5c542',
  brandAccentHover: '#f6cd5c',
  textOnBrandAccent: '#2c230c',
}

export default makeTheme(tokens(palette), 'imperial-red')
