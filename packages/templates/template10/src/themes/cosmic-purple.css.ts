import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#140a26',
  surfaceRaised: '#221933',
  surfaceSunken: '#0e071b',
  border: '#70697b',
  text: '#f5f5f5',
  textMuted: '#b2afb7',
  brand: '#c084fc',
  brandHover: '#c995fc',
  textOnBrand: '#23182d',
  brandAccent: '#5eead4',
  brandAccentHover: '#75edda',
  textOnBrandAccent: '#112a26',
}

export default makeTheme(tokens(palette), 'cosmic-purple')
