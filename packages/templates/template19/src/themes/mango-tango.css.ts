import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#fff8ee',
  surfaceRaised: '#f6efe6',
  surfaceSunken: '#f2ece2',
  border: '#8b8782',
  text: '#141414',
  textMuted: '#5b5855',
  brand: '#b34700',
  brandHover: '#9a3d00',
  textOnBrand: '#f9f0eb',
  brandAccent: '#6a2c91',
  brandAccentHover: '#5b267d',
  textOnBrandAccent: '#f3eef6',
}

export default makeTheme(tokens(palette), 'mango-tango')
