import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#030a05',
  surfaceRaised: '#121914',
  surfaceSunken: '#020704',
  border: '#626663',
  text: '#f5f5f5',
  textMuted: '#acafad',
  brand: '#3dff7a',
  brandHover: '#58ff8d',
  textOnBrand: '#0b2e16',
  brandAccent: '#d5ff3d',
  brandAccentHover: '#dbff58',
  textOnBrandAccent: '#262e0b',
}

export default makeTheme(tokens(palette), 'matrix-green')
