import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#f4f4f2',
  surfaceRaised: '#ebebea',
  surfaceSunken: '#e8e8e6',
  border: '#868685',
  text: '#141414',
  textMuted: '#575757',
  brand: '#4a4a57',
  brandHover: '#40404b',
  textOnBrand: '#f1f1f2',
  brandAccent: '#9c2b2b',
  brandAccentHover: '#862525',
  textOnBrandAccent: '#f7eeee',
}

export default makeTheme(tokens(palette), 'silver-screen')
