import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0a0f24',
  surfaceRaised: '#191d31',
  surfaceSunken: '#070b19',
  border: '#696c79',
  text: '#f5f5f5',
  textMuted: '#afb0b6',
  brand: '#5c9dff',
  brandHover: '#73abff',
  textOnBrand: '#111c2e',
  brandAccent: '#ffd24a',
  brandAccentHover: '#ffd863',
  textOnBrandAccent: '#2e260d',
}

export default makeTheme(tokens(palette), 'pixel-blue')
