import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#120b1f',
  surfaceRaised: '#201a2c',
  surfaceSunken: '#0d0816',
  border: '#6b6773',
  text: '#f5f5f5',
  textMuted: '#b1afb5',
  brand: '#b794f6',
  brandHover: '#c1a3f7',
  textOnBrand: '#211b2c',
  brandAccent: '#7ee0c3',
  brandAccentHover: '#90e4cb',
  textOnBrandAccent: '#172823',
}

export default makeTheme(tokens(palette), 'violet-aurora')
