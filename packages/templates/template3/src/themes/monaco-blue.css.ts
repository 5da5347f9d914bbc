import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0a1930',
  surfaceRaised: '#19273c',
  surfaceSunken: '#071222',
  border: '#697380',
  text: '#f5f5f5',
  textMuted: '#afb3ba',
  brand: '#4da3ff',
  brandHover: '#66b0ff',
  textOnBrand: '#0e1d2e',
  brandAccent: '#ffcc66',
  brandAccentHover: '#ffd37b',
  textOnBrandAccent: '#2e2512',
}

export default makeTheme(tokens(palette), 'monaco-blue')
