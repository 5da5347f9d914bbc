import { describe, expect, it } from 'vitest'
import { vars } from '../theme/contract.css'
import { chipButton, lobbyHeadRow, lobbyTitle, marqueeSearch, pickedChip, selectBox } from './lobbyStyles'

const desktop = 'screen and (min-width: 1024px)'

describe('lobbyStyles', () => {
  it('lobbyTitle: the h1 grows to hero size from the desktop breakpoint, and only when one is given', () => {
    expect(lobbyTitle(desktop)['@media']).toEqual({ [desktop]: { fontSize: vars.font.sizeHero } })
    expect(lobbyTitle(null, { lineHeight: 1.1 })).toEqual({
      margin: 0,
      fontFamily: vars.font.heading,
      fontSize: vars.font.sizeXl,
      fontWeight: vars.font.weightBold,
      lineHeight: 1.1,
    })
  })

  it("keeps the template's values in the order it states them (the generated CSS stays the same)", () => {
    expect(Object.keys(lobbyHeadRow({ borderBottom: '1px solid', paddingBottom: 4 }))).toEqual([
      'display',
      'flexWrap',
      'alignItems',
      'justifyContent',
      'gap',
      'borderBottom',
      'paddingBottom',
    ])
    expect(Object.keys(selectBox({ fullWidth: false, focusRing: false }))).toEqual([
      'minHeight',
      'padding',
      'border',
      'borderRadius',
      'background',
      'color',
      'font',
    ])
  })

  it('selectBox: full width with the focus outline unless told otherwise', () => {
    const box = selectBox()
    expect(box.width).toBe('100%')
    expect(box.minHeight).toBe(44)
    expect(box[':focus-visible']).toEqual({ outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 })
  })

  it('chipButton: a pressed provider chip is filled with the accent', () => {
    expect(chipButton('transparent').selectors).toEqual({ '&[aria-pressed="true"]': pickedChip })
    expect(chipButton('transparent')[':focus-visible']).toBeUndefined()
    expect(chipButton(vars.color.surfaceRaised, true)[':focus-visible']).toBeDefined()
  })

  it('marqueeSearch: a row of its own on phones, sized by the template at the end of the line on desktop', () => {
    expect(marqueeSearch(desktop, { width: 320 })).toEqual({
      gridColumn: '1 / -1',
      '@media': { [desktop]: { gridColumn: 'auto', justifySelf: 'end', width: 320 } },
    })
  })
})
