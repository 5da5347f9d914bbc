import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#120c24',
  surfaceRaised: '#201b31',
  surfaceSunken: '#0d0819',
  border: '#6b6876',
  text: '#f5f5f5',
  textMuted: '#b1afb6',
  brand: '#a78bfa',
  brandHover: '#b39bfb',
  textOnBrand: '#1e192d',
  brandAccent: '#fde047',
  brandAccentHover: '#fde461',
  textOnBrandAccent: '#2e280d',
}

export default makeTheme(tokens(palette), 'grape-soda')
