import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#1a0f1f',
  surfaceRaised: '#281d2c',
  surfaceSunken: '#120b16',
  border: '#736c76',
  text: '#f5f5f5',
  textMuted: '#b3b0b5',
  brand: '#c78bd8',
  brandHover: '#cf9bdd',
  textOnBrand: '#241927',
  brandAccent: '#e8c77a',
  brandAccentHover: '#ebcf8d',
  textOnBrandAccent: '#2a2416',
}

export default makeTheme(tokens(palette), 'grand-plum')
