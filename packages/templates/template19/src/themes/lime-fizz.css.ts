import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#f6fdea',
  surfaceRaised: '#edf4e2',
  surfaceSunken: '#eaf0de',
  border: '#868a81',
  text: '#141414',
  textMuted: '#585a54',
  brand: '#3e780a',
  brandHover: '#356709',
  textOnBrand: '#f0f4eb',
  brandAccent: '#a61e4d',
  brandAccentHover: '#8f1a42',
  textOnBrandAccent: '#f8edf1',
}

export default makeTheme(tokens(palette), 'lime-fizz')
