import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FloatingDock, LiveChatButton, PartnersButton, RewardsWidget } from './FloatingWidgets'

describe('floating widgets', () => {
  it('rewards: opens, and its close button hides without opening', () => {
    const onOpen = vi.fn()
    const onHide = vi.fn()
    render(<RewardsWidget onOpen={onOpen} onHide={onHide} />)
    fireEvent.click(screen.getByRole('button', { name: 'Hide rewards' }))
    expect(onHide).toHaveBeenCalledOnce()
    expect(onOpen).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Rewards' }))
    expect(onOpen).toHaveBeenCalledOnce()
  })

  it('live chat: a custom image when given, the chat icon otherwise', () => {
    const { rerender } = render(<LiveChatButton onClick={() => {}} imageUrl="data:image/svg+xml,x" />)
    expect(screen.getByRole('button', { name: 'Live chat' }).querySelector('img')?.getAttribute('src')).toBe(
      'data:image/svg+xml,x',
    )
    rerender(<LiveChatButton onClick={() => {}} />)
    expect(screen.getByRole('button', { name: 'Live chat' }).querySelector('img')).toBeNull()
  })

  it('partners button and the dock landmark', () => {
    const onClick = vi.fn()
    render(
      <FloatingDock>
        <PartnersButton onClick={onClick} />
      </FloatingDock>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Our partners' }))
    expect(onClick).toHaveBeenCalledOnce()
    expect(screen.getByRole('complementary', { name: 'Quick actions' })).toBeVisible()
  })
})
