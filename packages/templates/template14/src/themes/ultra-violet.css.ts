import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#120a24',
  surfaceRaised: '#201931',
  surfaceSunken: '#0d0719',
  border: '#6e6979',
  text: '#f5f5f5',
  textMuted: '#b1afb6',
  brand: '#a78bfa',
  brandHover: '#b39bfb',
  textOnBrand: '#1e192d',
  brandAccent: '#fbbf24',
  brandAccentHover: '#fcc843',
  textOnBrandAccent: '#2d2206',
}

export default makeTheme(tokens(palette), 'ultra-violet')
