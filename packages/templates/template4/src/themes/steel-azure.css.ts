import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#101820',
  surfaceRaised: '#1e262d',
  surfaceSunken: '#0b1116',
  border: '#6d7277',
  text: '#f5f5f5',
  textMuted: '#b0b3b5',
  brand: '#5aa9e6',
  brandHover: '#71b5ea',
  textOnBrand: '#101e29',
  brandAccent: '#f2a541',
  brandAccentHover: '#f4b25c',
  textOnBrandAccent: '#2c1e0c',
}

export default makeTheme(tokens(palette), 'steel-azure')
