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

  it('tells assistive technology whether the menu a tab toggles is open, and which panel it is', () => {
    const tabs = (expanded: boolean) => [
      { key: 'home', label: 'Home', href: '/' },
      { key: 'more', label: 'More', href: '#', onSelect: () => {}, expanded, controls: 'more-panel' },
      { key: 'all', label: 'All', href: '#', onSelect: () => {}, opensDialog: true },
    ]
    const { rerender } = render(<BottomTabBar tabs={tabs(false)} />)
    const more = screen.getByRole('button', { name: 'More' })
    expect(more.getAttribute('aria-expanded')).toBe('false')
    expect(more.getAttribute('aria-controls')).toBe('more-panel')
    rerender(<BottomTabBar tabs={tabs(true)} />)
    expect(more.getAttribute('aria-expanded')).toBe('true')
    const all = screen.getByRole('button', { name: 'All' })
    expect(all.getAttribute('aria-haspopup')).toBe('dialog')
    expect(all.hasAttribute('aria-expanded')).toBe(false)
  })
})
