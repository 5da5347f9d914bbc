import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#15080a',
  surfaceRaised: '#231719',
  surfaceSunken: '#0f0607',
  border: '#6d6566',
  text: '#f5f5f5',
  textMuted: '#b2aeaf',
  brand: '#ff4d5a',
  brandHover: '#ff6671',
  textOnBrand: '#2e0e10',
  brandAccent: '#f2f2f2',
  brandAccentHover: '#f4f4f4',
  textOnBrandAccent: '#2c2c2c',
}

export default makeTheme(tokens(palette), 'derby-red')
