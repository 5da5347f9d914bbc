import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0b0b0c',
  surfaceRaised: '#1a1a1b',
  surfaceSunken: '#080808',
  border: '#676768',
  text: '#f5f5f5',
  textMuted: '#afafaf',
  brand: '#d9c3a0',
  brandHover: '#decbad',
  textOnBrand: '#27231d',
  brandAccent: '#c9a86a',
  brandAccentHover: '#d1b47f',
  textOnBrandAccent: '#241e13',
}

export default makeTheme(tokens(palette), 'noir-champagne')
