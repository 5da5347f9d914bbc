import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#1a0d14',
  surfaceRaised: '#281c22',
  surfaceSunken: '#12090e',
  border: '#736b70',
  text: '#f5f5f5',
  textMuted: '#b3afb2',
  brand: '#ff7a45',
  brandHover: '#ff8d5f',
  textOnBrand: '#2e160c',
  brandAccent: '#ffd166',
  brandAccentHover: '#ffd77b',
  textOnBrandAccent: '#2e2612',
}

export default makeTheme(tokens(palette), 'sunset-strip')
