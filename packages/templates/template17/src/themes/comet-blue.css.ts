import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#f3f6fb',
  surfaceRaised: '#eaedf2',
  surfaceSunken: '#e7eaee',
  border: '#858689',
  text: '#141414',
  textMuted: '#575859',
  brand: '#1d4ed8',
  brandHover: '#1943ba',
  textOnBrand: '#edf1fc',
  brandAccent: '#9a3412',
  brandAccentHover: '#842d0f',
  textOnBrandAccent: '#f7efec',
}

export default makeTheme(tokens(palette), 'comet-blue')
