import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#f5f7f5',
  surfaceRaised: '#eceeec',
  surfaceSunken: '#e9ebe9',
  border: '#868786',
  text: '#141414',
  textMuted: '#585858',
  brand: '#1a6b2f',
  brandHover: '#165c28',
  textOnBrand: '#edf3ee',
  brandAccent: '#a3171f',
  brandAccentHover: '#8c141b',
  textOnBrandAccent: '#f8eced',
}

export default makeTheme(tokens(palette), 'goal-line')
