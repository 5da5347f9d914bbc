import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#f7f4ea',
  surfaceRaised: '#eeebe2',
  surfaceSunken: '#ebe8de',
  border: '#878681',
  text: '#141414',
  textMuted: '#585754',
  brand: '#2f6b3a',
  brandHover: '#285c32',
  textOnBrand: '#eef3ef',
  brandAccent: '#b23a6b',
  brandAccentHover: '#99325c',
  textOnBrandAccent: '#f9eff3',
}

export default makeTheme(tokens(palette), 'cactus-bloom')
