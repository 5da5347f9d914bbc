import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#fff6f8',
  surfaceRaised: '#f6edef',
  surfaceSunken: '#f2eaec',
  border: '#8b8687',
  text: '#141414',
  textMuted: '#5b5858',
  brand: '#b0305a',
  brandHover: '#97294d',
  textOnBrand: '#f9eef2',
  brandAccent: '#7a5a00',
  brandAccentHover: '#694d00',
  textOnBrandAccent: '#f4f2eb',
}

export default makeTheme(tokens(palette), 'lotus-pink')
