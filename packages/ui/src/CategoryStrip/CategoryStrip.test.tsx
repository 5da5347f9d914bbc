import { gameCategories } from '@lobbykit/contract/categories'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoCategories } from '../demo/data'
import { CategoryStrip } from './CategoryStrip'

describe('CategoryStrip', () => {
  it('links all 13 categories, each with its slug, in a labelled navigation', () => {
    render(<CategoryStrip categories={demoCategories} />)
    const nav = screen.getByRole('navigation', { name: 'Game categories' })
    const links = [...nav.querySelectorAll('a')]
    expect(links).toHaveLength(13)
    expect(links.map((a) => a.dataset.slug)).toEqual(gameCategories.map((c) => c.slug))
    expect(screen.getByRole('link', { name: 'Fishing' }).getAttribute('href')).toBe('/fishing')
  })

  it('marks the category of the current page', () => {
    render(<CategoryStrip categories={demoCategories} pathname="/slots" variant="tiles" />)
    expect(screen.getByRole('link', { name: 'Slots' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Poker' }).getAttribute('aria-current')).toBeNull()
  })
})
