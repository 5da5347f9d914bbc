import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#120604',
  surfaceRaised: '#201513',
  surfaceSunken: '#0d0403',
  border: '#6b6463',
  text: '#f5f5f5',
  textMuted: '#b1adad',
  brand: '#ff5a1f',
  brandHover: '#ff713e',
  textOnBrand: '#2e1006',
  brandAccent: '#ffcf33',
  brandAccentHover: '#ffd650',
  textOnBrandAccent: '#2e2509',
}

export default makeTheme(tokens(palette), 'volcano')
