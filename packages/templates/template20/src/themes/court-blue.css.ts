import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#f3f6fb',
  surfaceRaised: '#eaedf2',
  surfaceSunken: '#e7eaee',
  border: '#858689',
  text: '#141414',
  textMuted: '#575859',
  brand: '#1447b8',
  brandHover: '#113d9e',
  textOnBrand: '#ecf0f9',
  brandAccent: '#b1450f',
  brandAccentHover: '#983b0d',
  textOnBrandAccent: '#f9f0ec',
}

export default makeTheme(tokens(palette), 'court-blue')
