import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0a0f1f',
  surfaceRaised: '#191d2c',
  surfaceSunken: '#070b16',
  border: '#666973',
  text: '#f5f5f5',
  textMuted: '#afb0b5',
  brand: '#5b8cff',
  brandHover: '#729cff',
  textOnBrand: '#10192e',
  brandAccent: '#ffb454',
  brandAccentHover: '#ffbf6c',
  textOnBrandAccent: '#2e200f',
}

export default makeTheme(tokens(palette), 'sapphire-night')
