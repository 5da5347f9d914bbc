import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#fdf6ec',
  surfaceRaised: '#f4ede4',
  surfaceSunken: '#f0eae0',
  border: '#8a8681',
  text: '#141414',
  textMuted: '#5a5855',
  brand: '#a84300',
  brandHover: '#903a00',
  textOnBrand: '#f8f0eb',
  brandAccent: '#145c7a',
  brandAccentHover: '#114f69',
  textOnBrandAccent: '#ecf2f4',
}

export default makeTheme(tokens(palette), 'retro-orange')
