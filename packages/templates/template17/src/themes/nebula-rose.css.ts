import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#17081a',
  surfaceRaised: '#251728',
  surfaceSunken: '#100612',
  border: '#6e6570',
  text: '#f5f5f5',
  textMuted: '#b2aeb3',
  brand: '#ff7ab6',
  brandHover: '#ff8dc0',
  textOnBrand: '#2e1621',
  brandAccent: '#8be9fd',
  brandAccentHover: '#9becfd',
  textOnBrandAccent: '#192a2e',
}

export default makeTheme(tokens(palette), 'nebula-rose')
