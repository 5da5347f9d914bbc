import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#140f06',
  surfaceRaised: '#221d15',
  surfaceSunken: '#0e0b04',
  border: '#6d6964',
  text: '#f5f5f5',
  textMuted: '#b2b0ad',
  brand: '#ffb627',
  brandHover: '#ffc045',
  textOnBrand: '#2e2107',
  brandAccent: '#4cc9f0',
  brandAccentHover: '#65d1f2',
  textOnBrandAccent: '#0e242b',
}

export default makeTheme(tokens(palette), 'treasure-chest')
