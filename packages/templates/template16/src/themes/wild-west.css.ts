import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#1a120b',
  surfaceRaised: '#28201a',
  surfaceSunken: '#120d08',
  border: '#736e6a',
  text: '#f5f5f5',
  textMuted: '#b3b1af',
  brand: '#e0a458',
  brandHover: '#e4b16f',
  textOnBrand: '#281e10',
  brandAccent: '#d1705c',
  brandAccentHover: '#d78473',
  textOnBrandAccent: '#261411',
}

export default makeTheme(tokens(palette), 'wild-west')
