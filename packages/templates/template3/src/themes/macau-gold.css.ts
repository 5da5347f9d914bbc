import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#17120a',
  surfaceRaised: '#252019',
  surfaceSunken: '#100d07',
  border: '#716e69',
  text: '#f5f5f5',
  textMuted: '#b2b1af',
  brand: '#e6b450',
  brandHover: '#eabf69',
  textOnBrand: '#29200e',
  brandAccent: '#ff7a59',
  brandAccentHover: '#ff8d70',
  textOnBrandAccent: '#2e1610',
}

export default makeTheme(tokens(palette), 'macau-gold')
