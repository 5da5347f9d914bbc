import { makeTheme } from '@lobbykit/ui/theme'
import { tokens } from '../tokens'

export default makeTheme(
  tokens({
    surface: '#07140f',
    surfaceRaised: '#0f2219',
    surfaceSunken: '#040c08',
    border: '#234234',
    text: '#eef7f1',
    textMuted: '#a9c4b6',
    brand: '#2fbf71',
    brandHover: '#4fd38b',
    textOnBrand: '#03140b',
    brandAccent: '#f0c75e',
    brandAccentHover: '#f6d680',
    textOnBrandAccent: '#201704',
  }),
  'royal-emerald',
)
