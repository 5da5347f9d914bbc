import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#061719',
  surfaceRaised: '#152527',
  surfaceSunken: '#041012',
  border: '#677173',
  text: '#f5f5f5',
  textMuted: '#adb2b3',
  brand: '#2dd4bf',
  brandHover: '#4adac8',
  textOnBrand: '#082622',
  brandAccent: '#f472b6',
  brandAccentHover: '#f686c0',
  textOnBrandAccent: '#2c1521',
}

export default makeTheme(tokens(palette), 'trackside-teal')
