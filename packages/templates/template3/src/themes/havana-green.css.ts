import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0b1a12',
  surfaceRaised: '#1a2820',
  surfaceSunken: '#08120d',
  border: '#6a736e',
  text: '#f5f5f5',
  textMuted: '#afb3b1',
  brand: '#3ecf8e',
  brandHover: '#59d69e',
  textOnBrand: '#0b251a',
  brandAccent: '#ffb86b',
  brandAccentHover: '#ffc280',
  textOnBrandAccent: '#2e2113',
}

export default makeTheme(tokens(palette), 'havana-green')
