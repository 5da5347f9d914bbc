import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#eef7fc',
  surfaceRaised: '#e6eef3',
  surfaceSunken: '#e2ebef',
  border: '#82878a',
  text: '#141414',
  textMuted: '#55585a',
  brand: '#0b5f8a',
  brandHover: '#095277',
  textOnBrand: '#ebf2f6',
  brandAccent: '#6b2fa0',
  brandAccentHover: '#5c288a',
  textOnBrandAccent: '#f3eef7',
}

export default makeTheme(tokens(palette), 'ice-crystal')
