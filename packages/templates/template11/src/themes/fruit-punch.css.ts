import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#14060c',
  surfaceRaised: '#22151b',
  surfaceSunken: '#0e0408',
  border: '#6d6468',
  text: '#f5f5f5',
  textMuted: '#b2adaf',
  brand: '#ff4f79',
  brandHover: '#ff688c',
  textOnBrand: '#2e0e16',
  brandAccent: '#ffd23f',
  brandAccentHover: '#ffd85a',
  textOnBrandAccent: '#2e260b',
}

export default makeTheme(tokens(palette), 'fruit-punch')
