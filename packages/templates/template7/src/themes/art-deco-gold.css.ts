import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0e0d0b',
  surfaceRaised: '#1c1c1a',
  surfaceSunken: '#0a0908',
  border: '#696867',
  text: '#f5f5f5',
  textMuted: '#b0afaf',
  brand: '#d4af37',
  brandHover: '#daba53',
  textOnBrand: '#26200a',
  brandAccent: '#2ec4b6',
  brandAccentHover: '#4bccc0',
  textOnBrandAccent: '#082321',
}

export default makeTheme(tokens(palette), 'art-deco-gold')
