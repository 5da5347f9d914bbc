import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#fff7f0',
  surfaceRaised: '#f6eee8',
  surfaceSunken: '#f2ebe4',
  border: '#8b8783',
  text: '#141414',
  textMuted: '#5b5856',
  brand: '#b43f00',
  brandHover: '#9b3600',
  textOnBrand: '#f9f0eb',
  brandAccent: '#1b4f8a',
  brandAccentHover: '#174477',
  textOnBrandAccent: '#edf1f6',
}

export default makeTheme(tokens(palette), 'kickoff-orange')
