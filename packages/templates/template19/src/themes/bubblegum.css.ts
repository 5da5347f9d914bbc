import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#fff4fa',
  surfaceRaised: '#f6ebf1',
  surfaceSunken: '#f2e8ee',
  border: '#8b8689',
  text: '#141414',
  textMuted: '#5b5759',
  brand: '#c0267d',
  brandHover: '#a5216c',
  textOnBrand: '#faeef5',
  brandAccent: '#0e727f',
  brandAccentHover: '#0c626d',
  textOnBrandAccent: '#ecf4f5',
}

export default makeTheme(tokens(palette), 'bubblegum')
