import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Pagination } from './Pagination'

const labels = () =>
  screen
    .getAllByRole('listitem')
    .map((li) => li.firstElementChild?.getAttribute('aria-label'))
    .filter(Boolean)

describe('Pagination', () => {
  it('shows first, a window of 5, jumps and last, with the current page marked', () => {
    render(<Pagination totalItems={200} currentPage={10} onChange={() => {}} />)
    expect(labels()).toEqual([
      'Previous page',
      'Page 1',
      'Back 3 pages, to page 7',
      'Page 8',
      'Page 9',
      'Page 10',
      'Page 11',
      'Page 12',
      'Forward 3 pages, to page 13',
      'Page 20',
      'Next page',
    ])
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page')
  })

  it('calls onChange with the page, and disables Previous on page 1', () => {
    const onChange = vi.fn()
    render(<Pagination totalItems={45} itemsPerPage={10} currentPage={1} onChange={onChange} />)
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }))
    expect(onChange.mock.calls).toEqual([[2], [5]])
  })

  it('renders links with the page in the URL for type link', () => {
    render(<Pagination type="link" linkUrl="/promotions?page=[page]" totalItems={30} currentPage={2} />)
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/promotions?page=3')
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/promotions?page=3')
  })

  it('renders nothing for one page or invalid options', () => {
    const { container, rerender } = render(<Pagination totalItems={5} />)
    expect(container.innerHTML).toBe('')
    rerender(<Pagination totalItems={50} itemsPerPage={0} />)
    expect(container.innerHTML).toBe('')
  })
})
