import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#120609',
  surfaceRaised: '#201518',
  surfaceSunken: '#0d0406',
  border: '#6b6466',
  text: '#f5f5f5',
  textMuted: '#b1adae',
  brand: '#e14b70',
  brandHover: '#e56484',
  textOnBrand: '#290e14',
  brandAccent: '#f7c5d0',
  brandAccentHover: '#f8cdd7',
  textOnBrandAccent: '#2c2325',
}

export default makeTheme(tokens(palette), 'black-cherry')
