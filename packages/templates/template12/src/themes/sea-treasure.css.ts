import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#061521',
  surfaceRaised: '#15232e',
  surfaceSunken: '#040f17',
  border: '#677078',
  text: '#f5f5f5',
  textMuted: '#adb2b5',
  brand: '#41b3d3',
  brandHover: '#5cbed9',
  textOnBrand: '#0c2026',
  brandAccent: '#f2c14e',
  brandAccentHover: '#f4ca67',
  textOnBrandAccent: '#2c230e',
}

export default makeTheme(tokens(palette), 'sea-treasure')
