import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#06181a',
  surfaceRaised: '#152628',
  surfaceSunken: '#041112',
  border: '#677273',
  text: '#f5f5f5',
  textMuted: '#adb3b3',
  brand: '#36c2b4',
  brandHover: '#52cbbf',
  textOnBrand: '#0a2320',
  brandAccent: '#ffb997',
  brandAccentHover: '#ffc3a6',
  textOnBrandAccent: '#2e211b',
}

export default makeTheme(tokens(palette), 'teal-lagoon')
