import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#05050f',
  surfaceRaised: '#14141d',
  surfaceSunken: '#04040b',
  border: '#636369',
  text: '#f5f5f5',
  textMuted: '#adadb0',
  brand: '#39ff14',
  brandHover: '#55ff35',
  textOnBrand: '#0a2e04',
  brandAccent: '#ff2bd6',
  brandAccentHover: '#ff49dc',
  textOnBrandAccent: '#2e0827',
}

export default makeTheme(tokens(palette), 'neon-arcade')
