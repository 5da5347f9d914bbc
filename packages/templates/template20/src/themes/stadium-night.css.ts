import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0a0e17',
  surfaceRaised: '#191c25',
  surfaceSunken: '#070a10',
  border: '#66696e',
  text: '#f5f5f5',
  textMuted: '#afb0b2',
  brand: '#3ddc97',
  brandHover: '#58e1a6',
  textOnBrand: '#0b281b',
  brandAccent: '#ffd23f',
  brandAccentHover: '#ffd85a',
  textOnBrandAccent: '#2e260b',
}

export default makeTheme(tokens(palette), 'stadium-night')
