import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#160a1c',
  surfaceRaised: '#24192a',
  surfaceSunken: '#0f0714',
  border: '#716974',
  text: '#f5f5f5',
  textMuted: '#b2afb4',
  brand: '#e879f9',
  brandHover: '#eb8cfa',
  textOnBrand: '#2a162d',
  brandAccent: '#7dd3fc',
  brandAccentHover: '#8fd9fc',
  textOnBrandAccent: '#17262d',
}

export default makeTheme(tokens(palette), 'berry-blast')
