import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0d0614',
  surfaceRaised: '#1c1522',
  surfaceSunken: '#09040e',
  border: '#68646d',
  text: '#f5f5f5',
  textMuted: '#afadb2',
  brand: '#ff4fd8',
  brandHover: '#ff68dd',
  textOnBrand: '#2e0e27',
  brandAccent: '#3df5ff',
  brandAccentHover: '#58f6ff',
  textOnBrandAccent: '#0b2c2e',
}

export default makeTheme(tokens(palette), 'neon-magenta')
