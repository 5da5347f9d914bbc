import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0c1420',
  surfaceRaised: '#1b222d',
  surfaceSunken: '#080e16',
  border: '#686d74',
  text: '#f5f5f5',
  textMuted: '#afb2b5',
  brand: '#9ccfff',
  brandHover: '#aad6ff',
  textOnBrand: '#1c252e',
  brandAccent: '#ff9f80',
  brandAccentHover: '#ffac92',
  textOnBrandAccent: '#2e1d17',
}

export default makeTheme(tokens(palette), 'frost-giant')
