import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl })

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
globalStyle(`${poster} > img + div`, { display: 'none' })
globalStyle(`${poster} > div:last-of-type`, {
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
globalStyle(`${poster} > div:last-of-type > *`, { '@media': { [desktop]: { gridColumn: 1 } } })
globalStyle(`${poster} > div:last-of-type > div:last-child`, {
  '@media': { [desktop]: { gridColumn: 2, gridRow: '1 / span 3' } },
})
globalStyle(`${poster} > div:last-of-type > p:first-child`, { color: vars.color.brand })

export const shelf = style({ minWidth: 0 })
globalStyle(`${shelf} [data-block="game-card"] > button`, { boxShadow: vars.shadow.md })

/** Six square tiles a row on desktop, three on phones. */
export const tiles = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })
globalStyle(`${tiles} > ul`, {
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
})
