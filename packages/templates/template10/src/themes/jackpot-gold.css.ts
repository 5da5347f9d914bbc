import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#17110a',
  surfaceRaised: '#251f19',
  surfaceSunken: '#100c07',
  border: '#6e6b66',
  text: '#f5f5f5',
  textMuted: '#b2b1af',
  brand: '#ffc53d',
  brandHover: '#ffcd58',
  textOnBrand: '#2e230b',
  brandAccent: '#ff6f3c',
  brandAccentHover: '#ff8357',
  textOnBrandAccent: '#2e140b',
}

export default makeTheme(tokens(palette), 'jackpot-gold')
