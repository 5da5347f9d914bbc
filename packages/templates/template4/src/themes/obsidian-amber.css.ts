import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0c0c0d',
  surfaceRaised: '#1b1b1c',
  surfaceSunken: '#080809',
  border: '#686868',
  text: '#f5f5f5',
  textMuted: '#afafaf',
  brand: '#ffb000',
  brandHover: '#ffbb24',
  textOnBrand: '#2e2000',
  brandAccent: '#ff6a3d',
  brandAccentHover: '#ff7f58',
  textOnBrandAccent: '#2e130b',
}

export default makeTheme(tokens(palette), 'obsidian-amber')
