import { describe, expect, it } from 'vitest'
import { type Pagination, paginate } from './pagination'

function pages(result: Pagination): (number | string)[] {
  if (!result.ok) throw new Error(result.errors.join('; '))
  return result.items.map((item) =>
    item.kind === 'page' ? (item.current ? `[${item.page}]` : item.page) : `${item.direction}>${item.page}`,
  )
}

describe('pagination', () => {
  it('refuses a model without totalItems', () => {
    expect(paginate({})).toEqual({
      ok: false,
      errors: ['totalItems is required and must be a whole number >= 0'],
    })
  })

  it('refuses itemsPerPage 0, current page 0 and maxPagesShown 0', () => {
    const result = paginate({ totalItems: 50, itemsPerPage: 0, currentPage: 0, maxPagesShown: 0 })
    expect(result).toEqual({
      ok: false,
      errors: [
        'itemsPerPage must be greater than 0',
        'currentPage must be 1 or more',
        'maxPagesShown must be greater than 0',
      ],
    })
  })

  it('refuses a link pagination whose URL has no [page]', () => {
    expect(paginate({ totalItems: 30, type: 'link', linkUrl: '/news?page=1' })).toMatchObject({ ok: false })
    expect(paginate({ totalItems: 30, type: 'link' })).toMatchObject({ ok: false })
  })

  it('defaults to 10 per page and 5 page buttons', () => {
    const result = paginate({ totalItems: 95 })
    expect(result).toMatchObject({ ok: true, totalPages: 10, currentPage: 1, jumpBy: 3 })
    expect(pages(result)).toEqual(['[1]', 2, 3, 4, 5, 'forward>4', 10])
  })

  it('centres the window on the current page with first, last and jumps of half maxPagesShown rounded up', () => {
    expect(pages(paginate({ totalItems: 200, currentPage: 10 }))).toEqual([
      1,
      'back>7',
      8,
      9,
      '[10]',
      11,
      12,
      'forward>13',
      20,
    ])
    expect(pages(paginate({ totalItems: 200, currentPage: 10, maxPagesShown: 4 }))).toEqual([
      1,
      'back>8',
      8,
      9,
      '[10]',
      11,
      'forward>12',
      20,
    ])
  })

  it('keeps the window inside the pages at the end and has no jump next to the edge', () => {
    expect(pages(paginate({ totalItems: 100, currentPage: 10 }))).toEqual([1, 'back>7', 6, 7, 8, 9, '[10]'])
    expect(pages(paginate({ totalItems: 60, currentPage: 3 }))).toEqual([1, 2, '[3]', 4, 5, 6])
  })

  it('disables previous on the first page and next on the last', () => {
    const first = paginate({ totalItems: 30, currentPage: 1 })
    const last = paginate({ totalItems: 30, currentPage: 3 })
    expect(first.ok && first.previous.disabled).toBe(true)
    expect(first.ok && first.next).toEqual({ page: 2, disabled: false, href: undefined })
    expect(last.ok && last.next.disabled).toBe(true)
  })

  it('clamps a current page beyond the end and handles zero items', () => {
    expect(paginate({ totalItems: 25, currentPage: 9 })).toMatchObject({ ok: true, currentPage: 3 })
    const empty = paginate({ totalItems: 0 })
    expect(empty).toMatchObject({ ok: true, totalPages: 0, items: [] })
    expect(empty.ok && empty.next.disabled && empty.previous.disabled).toBe(true)
  })

  it('builds every link from the [page] template', () => {
    const result = paginate({ totalItems: 100, currentPage: 5, type: 'link', linkUrl: '/news?page=[page]' })
    if (!result.ok) throw new Error('expected a model')
    expect(result.items.map((item) => item.href)).toEqual([
      '/news?page=1',
      '/news?page=2',
      '/news?page=3',
      '/news?page=4',
      '/news?page=5',
      '/news?page=6',
      '/news?page=7',
      '/news?page=8',
      '/news?page=10',
    ])
    expect(result.previous.href).toBe('/news?page=4')
    expect(result.next.href).toBe('/news?page=6')
  })
})
