import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#121112',
  surfaceRaised: '#201f20',
  surfaceSunken: '#0d0c0d',
  border: '#6b6b6b',
  text: '#f5f5f5',
  textMuted: '#b1b1b1',
  brand: '#f48fb1',
  brandHover: '#f69fbc',
  textOnBrand: '#2c1a20',
  brandAccent: '#b39ddb',
  brandAccentHover: '#beabe0',
  textOnBrandAccent: '#201c27',
}

export default makeTheme(tokens(palette), 'onyx-rose')
