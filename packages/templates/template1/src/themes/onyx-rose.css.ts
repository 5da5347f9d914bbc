import { makeTheme } from '@lobbykit/ui/theme'
import { tokens } from '../tokens'

export default makeTheme(
  tokens({
    surface: '#121112',
    surfaceRaised: '#1d1b1d',
    surfaceSunken: '#0a090a',
    border: '#3a3539',
    text: '#f7f0f3',
    textMuted: '#c3b6bd',
    brand: '#f48fb1',
    brandHover: '#f7a8c3',
    textOnBrand: '#2a0a17',
    brandAccent: '#b39ddb',
    brandAccentHover: '#c7b6e6',
    textOnBrandAccent: '#1a1030',
  }),
  'onyx-rose',
)
