import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#1b1220',
  surfaceRaised: '#29202d',
  surfaceSunken: '#130d16',
  border: '#746e77',
  text: '#f5f5f5',
  textMuted: '#b4b1b5',
  brand: '#f28f3b',
  brandHover: '#f49f56',
  textOnBrand: '#2c1a0b',
  brandAccent: '#c8a2c8',
  brandAccentHover: '#d0afd0',
  textOnBrandAccent: '#241d24',
}

export default makeTheme(tokens(palette), 'prairie-dusk')
