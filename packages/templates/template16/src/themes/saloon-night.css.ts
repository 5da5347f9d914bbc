import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0e0c0a',
  surfaceRaised: '#1c1b19',
  surfaceSunken: '#0a0807',
  border: '#696866',
  text: '#f5f5f5',
  textMuted: '#b0afaf',
  brand: '#d4a373',
  brandHover: '#dab087',
  textOnBrand: '#261d15',
  brandAccent: '#e94d59',
  brandAccentHover: '#ec6670',
  textOnBrandAccent: '#2a0e10',
}

export default makeTheme(tokens(palette), 'saloon-night')
