import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#140a04',
  surfaceRaised: '#221913',
  surfaceSunken: '#0e0703',
  border: '#6d6663',
  text: '#f5f5f5',
  textMuted: '#b2afad',
  brand: '#ff9f1c',
  brandHover: '#ffac3c',
  textOnBrand: '#2e1d05',
  brandAccent: '#ffe066',
  brandAccentHover: '#ffe47b',
  textOnBrandAccent: '#2e2812',
}

export default makeTheme(tokens(palette), 'solar-flare')
