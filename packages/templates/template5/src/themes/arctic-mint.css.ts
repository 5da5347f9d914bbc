import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#f0fbf8',
  surfaceRaised: '#e8f2ef',
  surfaceSunken: '#e4eeec',
  border: '#838987',
  text: '#141414',
  textMuted: '#565958',
  brand: '#00755a',
  brandHover: '#00654d',
  textOnBrand: '#ebf4f2',
  brandAccent: '#6a3fb5',
  brandAccentHover: '#5b369c',
  textOnBrandAccent: '#f3f0f9',
}

export default makeTheme(tokens(palette), 'arctic-mint')
