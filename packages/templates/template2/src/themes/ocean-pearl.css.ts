import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#f6f8fa',
  surfaceRaised: '#edeff1',
  surfaceSunken: '#eaecee',
  border: '#868789',
  text: '#141414',
  textMuted: '#585859',
  brand: '#0e5a8a',
  brandHover: '#0c4d77',
  textOnBrand: '#ecf2f6',
  brandAccent: '#7f6436',
  brandAccentHover: '#6d562e',
  textOnBrandAccent: '#f5f3ef',
}

export default makeTheme(tokens(palette), 'ocean-pearl')
