import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#14100a',
  surfaceRaised: '#221e19',
  surfaceSunken: '#0e0b07',
  border: '#6d6a66',
  text: '#f5f5f5',
  textMuted: '#b2b0af',
  brand: '#f2c14e',
  brandHover: '#f4ca67',
  textOnBrand: '#2c230e',
  brandAccent: '#7fb069',
  brandAccentHover: '#91bb7e',
  textOnBrandAccent: '#172013',
}

export default makeTheme(tokens(palette), 'gold-rush')
