import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#1a0b12',
  surfaceRaised: '#281a20',
  surfaceSunken: '#12080d',
  border: '#70676b',
  text: '#f5f5f5',
  textMuted: '#b3afb1',
  brand: '#ff7849',
  brandHover: '#ff8b62',
  textOnBrand: '#2e160d',
  brandAccent: '#c084fc',
  brandAccentHover: '#c995fc',
  textOnBrandAccent: '#23182d',
}

export default makeTheme(tokens(palette), 'lava-lamp')
