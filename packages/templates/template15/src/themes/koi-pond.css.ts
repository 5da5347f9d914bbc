import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#f4f9fb',
  surfaceRaised: '#ebf0f2',
  surfaceSunken: '#e8edee',
  border: '#868889',
  text: '#141414',
  textMuted: '#575959',
  brand: '#b23a1b',
  brandHover: '#993217',
  textOnBrand: '#f9efed',
  brandAccent: '#0d5c75',
  brandAccentHover: '#0b4f65',
  textOnBrandAccent: '#ecf2f4',
}

export default makeTheme(tokens(palette), 'koi-pond')
