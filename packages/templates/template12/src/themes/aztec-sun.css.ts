import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#fbf3e4',
  surfaceRaised: '#f2eadc',
  surfaceSunken: '#eee7d9',
  border: '#89857d',
  text: '#141414',
  textMuted: '#595752',
  brand: '#9a3d0c',
  brandHover: '#84340a',
  textOnBrand: '#f7efec',
  brandAccent: '#0f6e61',
  brandAccentHover: '#0d5f53',
  textOnBrandAccent: '#ecf3f2',
}

export default makeTheme(tokens(palette), 'aztec-sun')
