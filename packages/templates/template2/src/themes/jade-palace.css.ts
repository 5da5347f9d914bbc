import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#071a16',
  surfaceRaised: '#162824',
  surfaceSunken: '#05120f',
  border: '#677371',
  text: '#f5f5f5',
  textMuted: '#aeb3b2',
  brand: '#7fd1b9',
  brandHover: '#91d7c3',
  textOnBrand: '#172621',
  brandAccent: '#e2c275',
  brandAccentHover: '#e6cb88',
  textOnBrandAccent: '#292315',
}

export default makeTheme(tokens(palette), 'jade-palace')
