import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#f3fbf2',
  surfaceRaised: '#eaf2ea',
  surfaceSunken: '#e7eee6',
  border: '#858985',
  text: '#141414',
  textMuted: '#575957',
  brand: '#1c7831',
  brandHover: '#18672a',
  textOnBrand: '#edf4ef',
  brandAccent: '#855f02',
  brandAccentHover: '#725202',
  textOnBrandAccent: '#f5f2eb',
}

export default makeTheme(tokens(palette), 'lucky-clover')
