import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#fafaf8',
  surfaceRaised: '#f1f1ef',
  surfaceSunken: '#eeeeec',
  border: '#898987',
  text: '#141414',
  textMuted: '#595958',
  brand: '#6b4e16',
  brandHover: '#5c4313',
  textOnBrand: '#f3f1ec',
  brandAccent: '#2f5d8a',
  brandAccentHover: '#285077',
  textOnBrandAccent: '#eef2f6',
}

export default makeTheme(tokens(palette), 'marble-white')
