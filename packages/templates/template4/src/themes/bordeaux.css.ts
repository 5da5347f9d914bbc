import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#1c0710',
  surfaceRaised: '#2a161e',
  surfaceSunken: '#14050b',
  border: '#74676d',
  text: '#f5f5f5',
  textMuted: '#b4aeb0',
  brand: '#e0607e',
  brandHover: '#e47690',
  textOnBrand: '#281117',
  brandAccent: '#e8c07a',
  brandAccentHover: '#ebc98d',
  textOnBrandAccent: '#2a2316',
}

export default makeTheme(tokens(palette), 'bordeaux')
