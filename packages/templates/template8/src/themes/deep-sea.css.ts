import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#04141c',
  surfaceRaised: '#13222a',
  surfaceSunken: '#030e14',
  border: '#636d71',
  text: '#f5f5f5',
  textMuted: '#adb2b4',
  brand: '#2ec4d6',
  brandHover: '#4bccdc',
  textOnBrand: '#082327',
  brandAccent: '#ffb347',
  brandAccentHover: '#ffbe61',
  textOnBrandAccent: '#2e200d',
}

export default makeTheme(tokens(palette), 'deep-sea')
