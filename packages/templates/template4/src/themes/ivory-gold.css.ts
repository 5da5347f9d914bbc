import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#fbf8f1',
  surfaceRaised: '#f2efe9',
  surfaceSunken: '#eeece5',
  border: '#898784',
  text: '#141414',
  textMuted: '#595856',
  brand: '#876214',
  brandHover: '#745411',
  textOnBrand: '#f5f2ec',
  brandAccent: '#1f4e79',
  brandAccentHover: '#1b4368',
  textOnBrandAccent: '#edf1f4',
}

export default makeTheme(tokens(palette), 'ivory-gold')
