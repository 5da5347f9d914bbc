import { fireEvent, render, renderHook, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { demoActions, demoCategories, demoMenu, signedInSession, signedOutSession } from '../demo/data'
import { PhoneTabBar, shortcutTabs, useCashierTab } from './ShortcutTabs'

const shell = { menu: demoMenu, categories: demoCategories }

describe('ShortcutTabs', () => {
  it('picks the first menu or category item for each key, in the keys’ order', () => {
    const tabs = shortcutTabs(shell, ['promotions', 'casino', 'slot_game', 'nowhere'])
    expect(tabs.map((tab) => tab.label)).toEqual(['Promotions', 'Live Casino', 'Slots'])
  })

  it('links home to the site root when the menu has no home page and a label is given', () => {
    const noHome = { menu: demoMenu.filter((item) => item.key !== 'home'), categories: demoCategories }
    expect(shortcutTabs(noHome, ['home', 'casino'], 'Home')[0]).toEqual({
      key: 'home',
      label: 'Home',
      href: '/',
    })
    expect(shortcutTabs(noHome, ['home', 'casino']).map((tab) => tab.key)).toEqual(['casino'])
  })

  it('raises Join for a visitor and Deposit for a player', () => {
    const actions = { ...demoActions(), register: vi.fn(), deposit: vi.fn() }
    const visitor = renderHook(() => useCashierTab(signedOutSession, actions, 'plus')).result.current
    expect(visitor).toMatchObject({ label: 'Join', icon: 'plus', featured: true, onSelect: actions.register })
    const player = renderHook(() => useCashierTab(signedInSession, actions, 'plus')).result.current
    expect(player).toMatchObject({
      label: 'Deposit',
      icon: 'wallet',
      featured: true,
      onSelect: actions.deposit,
    })
  })

  it('shows the bar as "Shortcuts" with its spacer before or after it', () => {
    const onMore = vi.fn()
    const tabs = [
      ...shortcutTabs(shell, ['home']),
      { key: 'more', label: 'More', href: '#', onSelect: onMore },
    ]
    const { container, rerender } = render(<PhoneTabBar tabs={tabs} pathname="/" spacer="before" />)
    expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    expect(onMore).toHaveBeenCalledOnce()
    rerender(<PhoneTabBar tabs={tabs} spacer="after" label="Rooms" />)
    expect(container.lastElementChild!.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByRole('navigation', { name: 'Rooms' })).toBeVisible()
    rerender(<PhoneTabBar tabs={tabs} />)
    expect(container.children).toHaveLength(1)
  })
})
