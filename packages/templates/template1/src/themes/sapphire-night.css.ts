import { makeTheme } from '@lobbykit/ui/theme'
import { tokens } from '../tokens'

export default makeTheme(
  tokens({
    surface: '#0a0f1f',
    surfaceRaised: '#121a31',
    surfaceSunken: '#060a15',
    border: '#27345a',
    text: '#eef2ff',
    textMuted: '#aab5d6',
    brand: '#5b8cff',
    brandHover: '#7ba3ff',
    textOnBrand: '#050d24',
    brandAccent: '#ffb454',
    brandAccentHover: '#ffc477',
    textOnBrandAccent: '#241300',
  }),
  'sapphire-night',
)
