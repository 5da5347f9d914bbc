import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#17040a',
  surfaceRaised: '#251319',
  surfaceSunken: '#100307',
  border: '#6e6366',
  text: '#f5f5f5',
  textMuted: '#b2adaf',
  brand: '#ff3366',
  brandHover: '#ff507b',
  textOnBrand: '#2e0912',
  brandAccent: '#ffd166',
  brandAccentHover: '#ffd77b',
  textOnBrandAccent: '#2e2612',
}

export default makeTheme(tokens(palette), 'cherry-bomb')
