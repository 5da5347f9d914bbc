import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#14070a',
  surfaceRaised: '#221619',
  surfaceSunken: '#0e0507',
  border: '#6d6466',
  text: '#f5f5f5',
  textMuted: '#b2aeaf',
  brand: '#ff5a5f',
  brandHover: '#ff7175',
  textOnBrand: '#2e1011',
  brandAccent: '#9ad1ff',
  brandAccentHover: '#a8d7ff',
  textOnBrandAccent: '#1c262e',
}

export default makeTheme(tokens(palette), 'scarlet-night')
