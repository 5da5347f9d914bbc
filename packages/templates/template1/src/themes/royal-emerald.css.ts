import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#07140f',
  surfaceRaised: '#16221d',
  surfaceSunken: '#050e0b',
  border: '#646d69',
  text: '#f5f5f5',
  textMuted: '#aeb2b0',
  brand: '#2fbf71',
  brandHover: '#4cc885',
  textOnBrand: '#082214',
  brandAccent: '#f0c75e',
  brandAccentHover: '#f2cf75',
  textOnBrandAccent: '#2b2411',
}

export default makeTheme(tokens(palette), 'royal-emerald')
