import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#08150b',
  surfaceRaised: '#17231a',
  surfaceSunken: '#060f08',
  border: '#68706a',
  text: '#f5f5f5',
  textMuted: '#aeb2af',
  brand: '#7bc950',
  brandHover: '#8dd169',
  textOnBrand: '#16240e',
  brandAccent: '#ffb454',
  brandAccentHover: '#ffbf6c',
  textOnBrandAccent: '#2e200f',
}

export default makeTheme(tokens(palette), 'jungle-quest')
