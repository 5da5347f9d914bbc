import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#16071a',
  surfaceRaised: '#241628',
  surfaceSunken: '#0f0512',
  border: '#716773',
  text: '#f5f5f5',
  textMuted: '#b2aeb3',
  brand: '#ff5ccd',
  brandHover: '#ff73d4',
  textOnBrand: '#2e1125',
  brandAccent: '#5cf0ff',
  brandAccentHover: '#73f2ff',
  textOnBrandAccent: '#112b2e',
}

export default makeTheme(tokens(palette), 'hyper-pink')
