import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0b0d10',
  surfaceRaised: '#1a1c1e',
  surfaceSunken: '#08090b',
  border: '#67686a',
  text: '#f5f5f5',
  textMuted: '#afafb0',
  brand: '#00d1b2',
  brandHover: '#24d7bd',
  textOnBrand: '#002620',
  brandAccent: '#ffb020',
  brandAccentHover: '#ffbb3f',
  textOnBrandAccent: '#2e2006',
}

export default makeTheme(tokens(palette), 'arena-dark')
