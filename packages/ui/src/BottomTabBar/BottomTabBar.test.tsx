import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { BottomTabBar } from './BottomTabBar'

describe('BottomTabBar', () => {
  it('shows at most five tabs, links and buttons, with the current page marked', () => {
    const onMenu = vi.fn()
    render(
      <BottomTabBar
        pathname="/promotions"
        tabs={[
          { key: 'home', label: 'Home', href: '/' },
          { key: 'promotions', label: 'Promos', href: '/promotions' },
          { key: 'deposit', label: 'Deposit', href: '/deposit', featured: true },
          { key: 'vip', label: 'VIP', href: '/vip' },
          { key: 'menu', label: 'Menu', href: '#', icon: 'menu', onSelect: onMenu },
          { key: 'extra', label: 'Extra', href: '/extra' },
        ]}
      />,
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(5)
    expect(screen.getByRole('link', { name: 'Promos' }).getAttribute('aria-current')).toBe('page')
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    expect(onMenu).toHaveBeenCalledOnce()
  })
})
