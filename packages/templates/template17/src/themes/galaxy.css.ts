import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#070a1a',
  surfaceRaised: '#161928',
  surfaceSunken: '#050712',
  border: '#646670',
  text: '#f5f5f5',
  textMuted: '#aeafb3',
  brand: '#7aa2ff',
  brandHover: '#8dafff',
  textOnBrand: '#161d2e',
  brandAccent: '#ffd36e',
  brandAccentHover: '#ffd982',
  textOnBrandAccent: '#2e2614',
}

export default makeTheme(tokens(palette), 'galaxy')
