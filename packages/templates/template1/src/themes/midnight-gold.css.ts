import { makeTheme } from '@lobbykit/ui/theme'
import { tokens } from '../tokens'

export default makeTheme(
  tokens({
    surface: '#0d1117',
    surfaceRaised: '#161d27',
    surfaceSunken: '#090c11',
    border: '#2c3645',
    text: '#f4f1ea',
    textMuted: '#b4bcc8',
    brand: '#e8b84a',
    brandHover: '#f2c86a',
    textOnBrand: '#1a1204',
    brandAccent: '#4fd1c5',
    brandAccentHover: '#76e0d6',
    textOnBrandAccent: '#06201d',
  }),
  'midnight-gold',
)
