import { makeTheme } from '@lobbykit/ui/theme'
import { tokens } from '../tokens'

export default makeTheme(
  tokens({
    surface: '#16090c',
    surfaceRaised: '#231015',
    surfaceSunken: '#0e0507',
    border: '#4a2129',
    text: '#fbeff1',
    textMuted: '#d2aeb5',
    brand: '#ff5c7a',
    brandHover: '#ff7d95',
    textOnBrand: '#1e0309',
    brandAccent: '#ffd166',
    brandAccentHover: '#ffdd8a',
    textOnBrandAccent: '#211803',
  }),
  'crimson-velvet',
)
