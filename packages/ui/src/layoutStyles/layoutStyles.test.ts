import { describe, expect, it } from 'vitest'
import * as layout from './index'

const desktop = 'screen and (min-width: 1024px)'

describe('layoutStyles', () => {
  it('phones-only parts vanish from the desktop breakpoint; desktop-only parts appear there', () => {
    expect(layout.desktopHidden(desktop)).toEqual({ '@media': { [desktop]: { display: 'none' } } })
    expect(layout.desktopOnly(desktop)).toEqual({
      display: 'none',
      '@media': { [desktop]: { display: 'block' } },
    })
  })

  it('a phone sheet covers its inset, scrolls, and is gone while hidden and on desktop', () => {
    expect(layout.phoneSheet(desktop, '0 0 60px 0', 25)).toMatchObject({
      position: 'fixed',
      inset: '0 0 60px 0',
      zIndex: 25,
      overflowY: 'auto',
      selectors: { '&[hidden]': { display: 'none' } },
      '@media': { [desktop]: { display: 'none' } },
    })
  })

  it('the skip link is out of view until focused', () => {
    expect(layout.skipTab()).toMatchObject({ top: -64, selectors: { '&:focus': { top: 8 } } })
    expect(layout.skipTab(false)).not.toHaveProperty('borderRadius')
    expect(layout.slideInOnFocus('translateY(-120%)')).toEqual({
      transform: 'translateY(-120%)',
      selectors: { '&:focus': { transform: 'none' } },
    })
    expect(layout.dropInOnFocus(-80, 0)).toEqual({ top: -80, selectors: { '&:focus': { top: 0 } } })
  })

  it('the main column is centred and roomier on desktop', () => {
    const main = layout.mainColumn(desktop, '1280px')
    expect(main).toMatchObject({ maxWidth: '1280px', margin: '0 auto' })
    expect(main['@media']?.[desktop]).toHaveProperty('padding')
  })

  it('selectors reach every box and every control of a page', () => {
    expect(layout.everyBox('.page')).toBe('.page *, .page *::before, .page *::after')
    expect(layout.focusables('.page')).toContain(':focus-visible')
  })

  it('an icon rail under a bar fills the rest of the viewport', () => {
    expect(layout.stuckUnder(56)).toMatchObject({ top: 56, height: 'calc(100dvh - 56px)' })
    expect(layout.capitals('0.1em')).toEqual({ textTransform: 'uppercase', letterSpacing: '0.1em' })
  })
})
