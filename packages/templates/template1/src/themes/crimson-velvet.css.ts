import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#16090c',
  surfaceRaised: '#24181b',
  surfaceSunken: '#0f0608',
  border: '#6e6668',
  text: '#f5f5f5',
  textMuted: '#b2aeaf',
  brand: '#ff5c7a',
  brandHover: '#ff738d',
  textOnBrand: '#2e1116',
  brandAccent: '#ffd166',
  brandAccentHover: '#ffd77b',
  textOnBrandAccent: '#2e2612',
}

export default makeTheme(tokens(palette), 'crimson-velvet')
