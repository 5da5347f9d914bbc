import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#f2fbfa',
  surfaceRaised: '#eaf2f1',
  surfaceSunken: '#e6eeee',
  border: '#858989',
  text: '#141414',
  textMuted: '#575959',
  brand: '#00776f',
  brandHover: '#00665f',
  textOnBrand: '#ebf4f3',
  brandAccent: '#b8430e',
  brandAccentHover: '#9e3a0c',
  textOnBrandAccent: '#f9f0ec',
}

export default makeTheme(tokens(palette), 'riviera-teal')
