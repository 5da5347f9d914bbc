import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.xl))

/** The jackpot stage: an accent-framed cabinet screen; text and odometer beside four tiles on desktop. */
export const stage = style({
  display: 'grid',
  gap: vars.space.lg,
  ...kit.accentPanel('4px'),
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)',
      alignItems: 'center',
      padding: vars.space.xxl,
    },
  },
})
export const hero = style({})
globalStyle(`${stage} > ${hero}`, {
  ...kit.bareHero,
  textAlign: 'center',
  '@media': { [desktop]: { display: 'block', textAlign: 'left' } },
})
globalStyle(`${hero} > div`, {
  padding: 0,
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [desktop]: { alignItems: 'flex-start', padding: 0 } },
})
globalStyle(`${hero} > div > p:first-child`, { order: -2, color: vars.color.brand, letterSpacing: '0.12em' })
globalStyle(`${hero} h1`, { fontSize: kit.heroSize('5vw'), textTransform: 'uppercase' })

export const odometer = style({ order: -1, ...kit.jackpotLine('clamp(1.5rem, 3.6vw, 3rem)') })
export const readOut = style(kit.srOnly({ clipPath: 'inset(50%)' }))
export const wheel = style(kit.digitBlock)
export const mark = style({ alignSelf: 'end', color: vars.color.text })

/** Four quick-play tiles: a row on phones, two by two on desktop. */
export const quickPlay = style(kit.gridList(vars.space.sm, 4, { [desktop]: 2 }))

/** Dense square tiles: three a row on phones, eight on desktop. */
export const dense = style(kit.stack(vars.space.sm))
globalStyle(`${dense} ul`, { gridTemplateColumns: kit.cols(3), ...kit.columnsAt({ [desktop]: 8 }) })
globalStyle(`${dense} h2`, { textTransform: 'uppercase', letterSpacing: '0.08em' })
