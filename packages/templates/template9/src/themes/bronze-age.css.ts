import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#17110b',
  surfaceRaised: '#251f1a',
  surfaceSunken: '#100c08',
  border: '#6e6b67',
  text: '#f5f5f5',
  textMuted: '#b2b1af',
  brand: '#cd8f4e',
  brandHover: '#d49f67',
  textOnBrand: '#251a0e',
  brandAccent: '#7fc4b8',
  brandAccentHover: '#91ccc2',
  textOnBrandAccent: '#172321',
}

export default makeTheme(tokens(palette), 'bronze-age')
