import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0b0b2b',
  surfaceRaised: '#1a1a38',
  surfaceSunken: '#08081e',
  border: '#6a6a7d',
  text: '#f5f5f5',
  textMuted: '#afafb8',
  brand: '#8c8cff',
  brandHover: '#9c9cff',
  textOnBrand: '#19192e',
  brandAccent: '#ffd166',
  brandAccentHover: '#ffd77b',
  textOnBrandAccent: '#2e2612',
}

export default makeTheme(tokens(palette), 'deep-indigo')
