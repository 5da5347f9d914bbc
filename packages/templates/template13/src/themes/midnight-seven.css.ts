import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#070b18',
  surfaceRaised: '#161a26',
  surfaceSunken: '#050811',
  border: '#64676f',
  text: '#f5f5f5',
  textMuted: '#aeafb3',
  brand: '#4f8cff',
  brandHover: '#689cff',
  textOnBrand: '#0e192e',
  brandAccent: '#ff5c5c',
  brandAccentHover: '#ff7373',
  textOnBrandAccent: '#2e1111',
}

export default makeTheme(tokens(palette), 'midnight-seven')
