import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0c0f1d',
  surfaceRaised: '#1b1d2b',
  surfaceSunken: '#080b14',
  border: '#686972',
  text: '#f5f5f5',
  textMuted: '#afb0b4',
  brand: '#ffd84d',
  brandHover: '#ffdd66',
  textOnBrand: '#2e270e',
  brandAccent: '#ff5fa2',
  brandAccentHover: '#ff75af',
  textOnBrandAccent: '#2e111d',
}

export default makeTheme(tokens(palette), 'starlight')
