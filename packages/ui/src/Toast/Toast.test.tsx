import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { errorToastDuration, sessionToastDuration, ToastViewport } from './Toast'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('ToastViewport', () => {
  it('dismisses the error toast after 3 s and the session toast after 10 s', () => {
    const onDismiss = vi.fn()
    render(
      <ToastViewport
        onDismiss={onDismiss}
        toasts={[
          {
            id: 'e',
            tone: 'critical',
            title: 'Error',
            message: 'Insufficient balance',
            duration: errorToastDuration,
          },
          { id: 's', tone: 'warning', title: 'Invalid session', duration: sessionToastDuration },
        ]}
      />,
    )
    expect(screen.getAllByRole('alert')).toHaveLength(2)
    act(() => vi.advanceTimersByTime(2_999))
    expect(onDismiss).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onDismiss).toHaveBeenCalledWith('e')
    act(() => vi.advanceTimersByTime(7_000))
    expect(onDismiss).toHaveBeenLastCalledWith('s')
    expect(onDismiss).toHaveBeenCalledTimes(2)
  })

  it('closes on its button and keeps a zero-duration toast', () => {
    const onDismiss = vi.fn()
    render(
      <ToastViewport onDismiss={onDismiss} toasts={[{ id: 'i', title: 'Deposit received', duration: 0 }]} />,
    )
    act(() => vi.advanceTimersByTime(60_000))
    expect(onDismiss).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toContain('Deposit received')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Deposit received' }))
    expect(onDismiss).toHaveBeenCalledWith('i')
  })
})
