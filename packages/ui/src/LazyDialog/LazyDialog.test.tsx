import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LazyDialog } from './LazyDialog'

describe('LazyDialog', () => {
  it('renders nothing while closed, and the dialog once its code has loaded when opened', async () => {
    const { rerender, container } = render(
      <LazyDialog open={false} onClose={() => {}} title="More">
        <button type="button">Slots</button>
      </LazyDialog>,
    )
    expect(container.innerHTML).toBe('')
    expect(screen.queryByRole('dialog')).toBeNull()
    await act(async () => {
      rerender(
        <LazyDialog open onClose={() => {}} title="More">
          <button type="button">Slots</button>
        </LazyDialog>,
      )
    })
    expect(await screen.findByRole('dialog', { name: 'More' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Slots' })).toBeTruthy()
  })
})
