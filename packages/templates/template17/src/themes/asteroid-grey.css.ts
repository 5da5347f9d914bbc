import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#141517',
  surfaceRaised: '#222325',
  surfaceSunken: '#0e0f10',
  border: '#707071',
  text: '#f5f5f5',
  textMuted: '#b2b2b2',
  brand: '#c0c6d0',
  brandHover: '#c9ced7',
  textOnBrand: '#232425',
  brandAccent: '#f4a261',
  brandAccentHover: '#f6af77',
  textOnBrandAccent: '#2c1d11',
}

export default makeTheme(tokens(palette), 'asteroid-grey')
