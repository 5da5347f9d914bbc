import { vars } from '@lobbykit/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from './meta'

export const lobby = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })

/** Title, count and search share one line on desktop, like a cabinet marquee. */
export const marquee = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': { [desktop]: { gridTemplateColumns: 'auto auto minmax(0, 1fr)' } },
})
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  '@media': { [desktop]: { fontSize: vars.font.sizeHero } },
})
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm })
export const search = style({
  gridColumn: '1 / -1',
  '@media': { [desktop]: { gridColumn: 'auto', justifySelf: 'end', width: '100%', maxWidth: 320 } },
})

export const chips = style({ minWidth: 0 })
globalStyle(`${chips} [role="tablist"]`, { borderRadius: 0 })
globalStyle(`${chips} [role="tab"]`, { textTransform: 'uppercase', letterSpacing: '0.04em' })
