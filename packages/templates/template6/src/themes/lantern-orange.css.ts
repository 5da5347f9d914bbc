import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#1a0d04',
  surfaceRaised: '#281c13',
  surfaceSunken: '#120903',
  border: '#736b66',
  text: '#f5f5f5',
  textMuted: '#b3afad',
  brand: '#ff8c2a',
  brandHover: '#ff9c48',
  textOnBrand: '#2e1908',
  brandAccent: '#ff6b6b',
  brandAccentHover: '#ff8080',
  textOnBrandAccent: '#2e1313',
}

export default makeTheme(tokens(palette), 'lantern-orange')
