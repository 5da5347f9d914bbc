import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#1a0804',
  surfaceRaised: '#281713',
  surfaceSunken: '#120603',
  border: '#706563',
  text: '#f5f5f5',
  textMuted: '#b3aead',
  brand: '#ff7b39',
  brandHover: '#ff8d55',
  textOnBrand: '#2e160a',
  brandAccent: '#ffd23f',
  brandAccentHover: '#ffd85a',
  textOnBrandAccent: '#2e260b',
}

export default makeTheme(tokens(palette), 'fire-reel')
