import { demoHomeProps, signedInSession } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })
const { Home } = template

describe('template2', () => {
  describeTemplateContract('template2', template, sources, {
    landmarks: { navigation: ['Footer', 'Main'] },
    phoneDrawer: {
      open: /menu/i,
      from: 'banner',
      drawer: { Menu: ['menu', 'categories'] },
      language: 'Language: EN',
      close: 'Close menu',
    },
    lobbyFilters: {
      provider: { select: 'Provider' },
      search: 'Search games',
      reset: 'Clear filters',
      cardsNameTheProvider: true,
      counts: true,
    },
  })

  it('home: the poster invites visitors to join and players to deposit', () => {
    const register = vi.fn()
    const deposit = vi.fn()
    const props = demoHomeProps()
    const { rerender } = render(<Home {...props} actions={{ ...props.actions, register, deposit }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Join now' }))
    expect(register).toHaveBeenCalledOnce()
    rerender(<Home {...props} session={signedInSession} actions={{ ...props.actions, register, deposit }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    expect(deposit).toHaveBeenCalledOnce()
  })
})
