import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0f1110',
  surfaceRaised: '#1d1f1e',
  surfaceSunken: '#0b0c0b',
  border: '#696b6a',
  text: '#f5f5f5',
  textMuted: '#b0b1b0',
  brand: '#b6f23a',
  brandHover: '#c0f456',
  textOnBrand: '#212c0a',
  brandAccent: '#ff6b9a',
  brandAccentHover: '#ff80a8',
  textOnBrandAccent: '#2e131c',
}

export default makeTheme(tokens(palette), 'carbon-lime')
