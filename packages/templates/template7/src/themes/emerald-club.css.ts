import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#06140e',
  surfaceRaised: '#15221c',
  surfaceSunken: '#040e0a',
  border: '#646d69',
  text: '#f5f5f5',
  textMuted: '#adb2b0',
  brand: '#2fbf71',
  brandHover: '#4cc885',
  textOnBrand: '#082214',
  brandAccent: '#d4af37',
  brandAccentHover: '#daba53',
  textOnBrandAccent: '#26200a',
}

export default makeTheme(tokens(palette), 'emerald-club')
