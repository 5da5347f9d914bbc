import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0b1510',
  surfaceRaised: '#1a231e',
  surfaceSunken: '#080f0b',
  border: '#6a706d',
  text: '#f5f5f5',
  textMuted: '#afb2b0',
  brand: '#c9a227',
  brandHover: '#d1af45',
  textOnBrand: '#241d07',
  brandAccent: '#6fcf97',
  brandAccentHover: '#83d6a6',
  textOnBrandAccent: '#14251b',
}

export default makeTheme(tokens(palette), 'forest-brass')
