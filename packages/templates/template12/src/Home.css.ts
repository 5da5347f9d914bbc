import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xl))

/**
 * The poster runs edge to edge on phones and shows 300 px of art above its text on desktop; the text sits on a solid title
 * card along the foot of the art (no gradient over the picture).
 */
export const poster = style({})
globalStyle(`${home} > ${poster}`, {
  minHeight: 0,
  padding: '200px 0 0',
  alignItems: 'end',
  marginInline: `calc(${vars.space.md} * -1)`,
  '@media': {
    [desktop]: {
      minHeight: 480,
      marginInline: 0,
      padding: '300px 0 0',
      alignItems: 'end',
      borderRadius: vars.radius.lg,
    },
  },
})
const card = `${poster} > div:last-of-type`
globalStyle(`${poster} > img + div`, { display: 'none' })
globalStyle(card, {
  maxWidth: 'none',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  borderTop: `4px solid ${vars.color.brand}`,
  '@media': {
    [desktop]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'end',
      columnGap: vars.space.xl,
      padding: `${vars.space.lg} ${vars.space.xl}`,
    },
  },
})
globalStyle(`${card} > *`, { '@media': { [desktop]: { gridColumn: 1 } } })
globalStyle(`${card} > div:last-child`, { '@media': { [desktop]: { gridColumn: 2, gridRow: '1 / span 3' } } })
globalStyle(`${card} > p:first-child`, { color: vars.color.brand })

export const shelf = style({ minWidth: 0 })
globalStyle(`${shelf} [data-block="game-card"] > button`, { boxShadow: vars.shadow.md })

/** Six square tiles a row on desktop, three on phones. */
export const tiles = style(kit.stack(vars.space.sm))
globalStyle(`${tiles} > ul`, { gridTemplateColumns: kit.cols(3), ...kit.columnsAt({ [desktop]: 6 }) })
