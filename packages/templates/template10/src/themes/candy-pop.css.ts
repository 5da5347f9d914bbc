import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#fff5fb',
  surfaceRaised: '#f6ecf2',
  surfaceSunken: '#f2e9ee',
  border: '#8b8689',
  text: '#141414',
  textMuted: '#5b5859',
  brand: '#c2187a',
  brandHover: '#a71569',
  textOnBrand: '#faedf4',
  brandAccent: '#7a651e',
  brandAccentHover: '#69571a',
  textOnBrandAccent: '#f4f3ed',
}

export default makeTheme(tokens(palette), 'candy-pop')
