import { describe, expect, it } from 'vitest'
import { circleCards, cols, columnsAt, from600, gridList, heroSize, srOnly, swipeRow } from './index'

describe('homeStyles', () => {
  it('a grid list has no bullets and steps its columns up at each width', () => {
    const desktop = 'screen and (min-width: 1024px)'
    expect(gridList('8px', 3, { [from600]: 4, [desktop]: 6 })).toEqual({
      display: 'grid',
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gap: '8px',
      margin: 0,
      padding: 0,
      listStyle: 'none',
      '@media': {
        [from600]: { gridTemplateColumns: cols(4) },
        [desktop]: { gridTemplateColumns: cols(6) },
      },
    })
    expect(gridList('8px')).not.toHaveProperty('gridTemplateColumns')
    expect(columnsAt({})).toEqual({ '@media': {} })
  })

  it('headlines grow fluidly between the theme sizes', () => {
    expect(heroSize('5vw')).toMatch(/^clamp\(var\(--.+\), 5vw, var\(--.+\)\)$/)
  })

  it('screen-reader text is clipped to nothing but stays in the flow of text', () => {
    expect(srOnly({ clip: 'rect(0 0 0 0)' })).toMatchObject({ position: 'absolute', width: 1, height: 1 })
  })

  it('a swipe row scrolls sideways and snaps', () => {
    expect(swipeRow('280px', '8px')).toMatchObject({ gridAutoFlow: 'column', overflowX: 'auto' })
  })

  it('round game icons style the card art under the given list', () => {
    const rules = circleCards('.list')
    expect(rules.map(([selector]) => selector.startsWith('.list ')).every(Boolean)).toBe(true)
    expect(rules[1]![1]).toMatchObject({ borderRadius: '50%' })
  })
})
