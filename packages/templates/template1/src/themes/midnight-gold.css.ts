import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0d1117',
  surfaceRaised: '#1c1f25',
  surfaceSunken: '#090c10',
  border: '#686b6e',
  text: '#f5f5f5',
  textMuted: '#afb1b2',
  brand: '#e8b84a',
  brandHover: '#ebc263',
  textOnBrand: '#2a210d',
  brandAccent: '#4fd1c5',
  brandAccentHover: '#68d7cd',
  textOnBrandAccent: '#0e2623',
}

export default makeTheme(tokens(palette), 'midnight-gold')
