import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoCategories, demoLobbyProps } from '../demo'
import { LobbyCategories, LobbyHeading } from './LobbyHeading'

describe('LobbyHeading', () => {
  it('shows the title as the one h1, the tally as a live status, and what follows in the same row', () => {
    const lobby = demoLobbyProps({ title: 'Slots' })
    render(
      <LobbyHeading
        filter={{ lobby, tally: '12 games' }}
        classes={{ head: 'row', title: 'big', count: 'small' }}
      >
        <button type="button">Sort</button>
      </LobbyHeading>,
    )
    const heading = screen.getByRole('heading', { level: 1, name: 'Slots' })
    expect(heading.className).toBe('big')
    const tally = screen.getByText('12 games')
    expect(tally.getAttribute('aria-live')).toBe('polite')
    expect(tally.className).toBe('small')
    expect(screen.getByRole('button', { name: 'Sort' }).parentElement).toBe(heading.parentElement)
    expect(heading.parentElement?.className).toBe('row')
  })
})

describe('LobbyCategories', () => {
  it('is a navigation named "Lobby categories" linking every category', () => {
    render(<LobbyCategories categories={demoCategories} variant="chips" icons={false} />)
    const nav = screen.getByRole('navigation', { name: 'Lobby categories' })
    expect(nav.querySelectorAll('a')).toHaveLength(demoCategories.length)
  })
})
