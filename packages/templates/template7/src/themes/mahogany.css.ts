import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#1b0d09',
  surfaceRaised: '#291c18',
  surfaceSunken: '#130906',
  border: '#746b69',
  text: '#f5f5f5',
  textMuted: '#b4afae',
  brand: '#d98b5f',
  brandHover: '#de9b75',
  textOnBrand: '#271911',
  brandAccent: '#f0d39b',
  brandAccentHover: '#f2d9a9',
  textOnBrandAccent: '#2b261c',
}

export default makeTheme(tokens(palette), 'mahogany')
