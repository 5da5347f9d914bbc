import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#1a0a0a',
  surfaceRaised: '#281919',
  surfaceSunken: '#120707',
  border: '#736969',
  text: '#f5f5f5',
  textMuted: '#b3afaf',
  brand: '#ff4d4d',
  brandHover: '#ff6666',
  textOnBrand: '#2e0e0e',
  brandAccent: '#ffd700',
  brandAccentHover: '#ffdd24',
  textOnBrandAccent: '#2e2700',
}

export default makeTheme(tokens(palette), 'vegas-red')
