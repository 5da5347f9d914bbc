import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#f4f8f3',
  surfaceRaised: '#ebefea',
  surfaceSunken: '#e8ece7',
  border: '#868785',
  text: '#141414',
  textMuted: '#575857',
  brand: '#0f6b2f',
  brandHover: '#0d5c28',
  textOnBrand: '#ecf3ee',
  brandAccent: '#8a4b00',
  brandAccentHover: '#774100',
  textOnBrandAccent: '#f6f1eb',
}

export default makeTheme(tokens(palette), 'pitch-green')
