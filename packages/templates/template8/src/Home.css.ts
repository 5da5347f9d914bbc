import * as kit from '@lobbykit/ui/homeStyles'
import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const home = style(kit.oneColumn(vars.space.lg))

/** The jackpot band: an accent-ruled box, centred on phones, the offer beside four games on desktop. */
export const band = style({
  display: 'grid',
  gap: vars.space.lg,
  ...kit.accentPanel('2px'),
  borderRadius: vars.radius.lg,
  '@media': {
    [desktop]: { gridTemplateColumns: '1.3fr 1fr', alignItems: 'center', padding: vars.space.xxl },
  },
})
export const hero = style({
  overflow: 'visible',
  gridTemplateColumns: 'minmax(0, 1fr)',
  ...kit.bareHero,
  textAlign: 'center',
  '@media': { [desktop]: { textAlign: 'left' } },
})
globalStyle(`${hero} > div`, {
  padding: 0,
  alignItems: 'center',
  '@media': { [desktop]: { alignItems: 'flex-start' } },
})
globalStyle(`${hero} h1`, { fontSize: kit.heroSize('5vw') })
globalStyle(`${hero} > div > p:first-child`, { order: -2, color: vars.color.text })

export const jackpot = style({
  order: -1,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(2.25rem, 6vw, 4.5rem)',
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brandAccent,
})

export const hot = style(kit.gridList(vars.space.sm, 4, { [desktop]: 2 }))

export const wallet = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.border}`,
})

/** Compact rows: tight gaps and small names. */
export const row = style(kit.stack(vars.space.xs))
globalStyle(`${row} ul`, { gap: vars.space.sm })
