import { templateRegistry } from '@lobbykit/contract/registry'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { redirectVisitor, visitorRedirectFor } from './guardRedirect'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('visitor redirect', () => {
  it('sends visitors of slot2, slot4 and sportsbook1 home, then opens the login modal after 1 s', () => {
    for (const code of ['slot2', 'slot4', 'sportsbook1']) {
      const navigate = vi.fn()
      const openModal = vi.fn()
      redirectVisitor(code, { navigate, openModal })
      expect(navigate).toHaveBeenCalledWith('/')
      vi.advanceTimersByTime(999)
      expect(openModal).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(openModal).toHaveBeenCalledWith('login')
    }
  })

  it('sends slot5 visitors home, then opens the sign-in modal after 1 s', () => {
    const navigate = vi.fn()
    const openModal = vi.fn()
    redirectVisitor('slot5', { navigate, openModal })
    expect(navigate).toHaveBeenCalledWith('/')
    vi.advanceTimersByTime(1000)
    expect(openModal).toHaveBeenCalledWith('signin')
  })

  it('sends every other template, and an unknown code, to the login route without a modal', () => {
    const others = templateRegistry.filter(
      (t) => !['slot2', 'slot4', 'slot5', 'sportsbook1'].includes(t.code),
    )
    for (const code of [...others.map((t) => t.code), 'casino99', undefined]) {
      expect(visitorRedirectFor(code)).toEqual({ to: '/login' })
    }
    const openModal = vi.fn()
    redirectVisitor('casino1', { navigate: vi.fn(), openModal })
    vi.advanceTimersByTime(5000)
    expect(openModal).not.toHaveBeenCalled()
  })
})
