import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0f120a',
  surfaceRaised: '#1d2019',
  surfaceSunken: '#0b0d07',
  border: '#696b66',
  text: '#f5f5f5',
  textMuted: '#b0b1af',
  brand: '#e0b43a',
  brandHover: '#e4bf56',
  textOnBrand: '#28200a',
  brandAccent: '#7ed957',
  brandAccentHover: '#90de6f',
  textOnBrandAccent: '#172710',
}

export default makeTheme(tokens(palette), 'turf-gold')
