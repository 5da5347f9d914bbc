import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#effaf5',
  surfaceRaised: '#e7f1ec',
  surfaceSunken: '#e3eee9',
  border: '#838986',
  text: '#141414',
  textMuted: '#565958',
  brand: '#047857',
  brandHover: '#03674b',
  textOnBrand: '#ebf4f2',
  brandAccent: '#9d174d',
  brandAccentHover: '#871442',
  textOnBrandAccent: '#f7ecf1',
}

export default makeTheme(tokens(palette), 'mint-bonus')
