import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#140b22',
  surfaceRaised: '#221a2f',
  surfaceSunken: '#0e0818',
  border: '#6d6775',
  text: '#f5f5f5',
  textMuted: '#b2afb6',
  brand: '#b08cff',
  brandHover: '#bb9cff',
  textOnBrand: '#20192e',
  brandAccent: '#ffcf5a',
  brandAccentHover: '#ffd671',
  textOnBrandAccent: '#2e2510',
}

export default makeTheme(tokens(palette), 'champion-purple')
