import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { categoryNames, pageNames } from './groups/misc'
import { useMenuLabel } from './labels'

function menuLabelIn(locale: string, messages: Record<string, string>) {
  i18n.loadAndActivate({ locale, messages })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  )
  return renderHook(() => useMenuLabel(), { wrapper }).result.current
}

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

describe('useMenuLabel', () => {
  it("shows the site's own pages and the game categories in the player's language, whatever the tenant named them", () => {
    const label = menuLabelIn('ms', {
      [pageNames.promotions.id]: 'Promosi',
      [pageNames.home.id]: 'Laman utama',
      [categoryNames.slot_game.id]: 'Slot',
    })
    expect(label({ category: 'promotions', name: 'Promotions' })).toBe('Promosi')
    expect(label({ category: 'home', name: 'Home' })).toBe('Laman utama')
    expect(label({ category: 'slot_game', name: 'SLOT GAMES' })).toBe('Slot')
  })

  it('keeps the name the tenant gave any other page', () => {
    const label = menuLabelIn('ms', { [pageNames.promotions.id]: 'Promosi' })
    expect(label({ category: 'tournament', name: 'Kejohanan Mingguan' })).toBe('Kejohanan Mingguan')
  })
})
