import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#16110a',
  surfaceRaised: '#241f19',
  surfaceSunken: '#0f0c07',
  border: '#6e6b66',
  text: '#f5f5f5',
  textMuted: '#b2b1af',
  brand: '#f2b632',
  brandHover: '#f4c04f',
  textOnBrand: '#2c2109',
  brandAccent: '#ff6f61',
  brandAccentHover: '#ff8377',
  textOnBrandAccent: '#2e1411',
}

export default makeTheme(tokens(palette), 'fortune-gold')
