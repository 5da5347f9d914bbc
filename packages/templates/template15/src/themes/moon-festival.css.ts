import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#0d0f24',
  surfaceRaised: '#1c1d31',
  surfaceSunken: '#090b19',
  border: '#6b6c79',
  text: '#f5f5f5',
  textMuted: '#afb0b6',
  brand: '#f6c453',
  brandHover: '#f7cc6b',
  textOnBrand: '#2c230f',
  brandAccent: '#e87a90',
  brandAccentHover: '#eb8da0',
  textOnBrandAccent: '#2a161a',
}

export default makeTheme(tokens(palette), 'moon-festival')
