import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
  surface: '#061611',
  surfaceRaised: '#15241f',
  surfaceSunken: '#040f0c',
  border: '#646e6b',
  text: '#f5f5f5',
  textMuted: '#adb2b1',
  brand: '#1fae7a',
  brandHover: '#3eb98d',
  textOnBrand: '#061f16',
  brandAccent: '#f4c95d',
  brandAccentHover: '#f6d174',
  textOnBrandAccent: '#2c2411',
}

export default makeTheme(tokens(palette), 'jade-tiger')
