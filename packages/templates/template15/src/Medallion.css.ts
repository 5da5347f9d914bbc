import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

/** Fortune's card look, on any list of ui game cards: a ringed circle of art with the name centred below. */
export const medallion = style({})
const card = `${medallion} [data-block="game-card"]`
globalStyle(`${card} > button`, { alignItems: 'center', textAlign: 'center' })
globalStyle(`${card} > button > span:first-child`, {
  width: '100%',
  borderRadius: '50%',
  boxShadow: `0 0 0 3px ${vars.color.brandAccent}`,
})
globalStyle(`${card} > button > span:last-child`, { width: '100%' })
