import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#1c0606',
  surfaceRaised: '#2a1515',
  surfaceSunken: '#140404',
  border: '#746767',
  text: '#f5f5f5',
  textMuted: '#b4adad',
  brand: '#e8514d',
  brandHover: '#eb6966',
  textOnBrand: '#2a0f0e',
  brandAccent: '#ffcc4d',
  brandAccentHover: '#ffd366',
  textOnBrandAccent: '#2e250e',
}

export default makeTheme(tokens(palette), 'lucky-red')
