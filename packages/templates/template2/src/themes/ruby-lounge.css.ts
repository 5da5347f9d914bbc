import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#1a0609',
  surfaceRaised: '#281518',
  surfaceSunken: '#120406',
  border: '#706466',
  text: '#f5f5f5',
  textMuted: '#b3adae',
  brand: '#e85d75',
  brandHover: '#eb7488',
  textOnBrand: '#2a1115',
  brandAccent: '#f3c98b',
  brandAccentHover: '#f5d19b',
  textOnBrandAccent: '#2c2419',
}

export default makeTheme(tokens(palette), 'ruby-lounge')
