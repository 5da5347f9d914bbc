/**
 * docs/product.md#pagination: the pagination model the UI's pagination renders. It validates its input (totalItems
 * given, itemsPerPage > 0, current page >= 1, maxPagesShown > 0, a link URL with `[page]` for links) and
 * never throws: an invalid set of options comes back as `{ ok: false, errors }`.
 */

export const defaultItemsPerPage = 10
export const defaultMaxPagesShown = 5
export const pagePlaceholder = '[page]'

export interface PaginationOptions {
  totalItems?: number
  itemsPerPage?: number
  currentPage?: number
  maxPagesShown?: number
  type?: 'button' | 'link'
  /** For type link: the URL with `[page]` where the page number goes, e.g. `/promotions?page=[page]`. */
  linkUrl?: string
}

export type PaginationItem =
  | { kind: 'page'; page: number; current: boolean; href?: string }
  | { kind: 'jump'; direction: 'back' | 'forward'; page: number; href?: string }

export interface PageStep {
  page: number
  disabled: boolean
  href?: string
}

export type Pagination =
  | {
      ok: true
      totalPages: number
      currentPage: number
      /** How far the jump buttons move: half of maxPagesShown, rounded up. */
      jumpBy: number
      items: PaginationItem[]
      previous: PageStep
      next: PageStep
    }
  | { ok: false; errors: string[] }

function isPositiveInteger(value: number): boolean {
  return Number.isInteger(value) && value > 0
}

export function paginationErrors(options: PaginationOptions): string[] {
  const {
    totalItems,
    itemsPerPage = defaultItemsPerPage,
    currentPage = 1,
    maxPagesShown = defaultMaxPagesShown,
  } = options
  const errors: string[] = []
  if (totalItems === undefined || !Number.isInteger(totalItems) || totalItems < 0) {
    errors.push('totalItems is required and must be a whole number >= 0')
  }
  if (!isPositiveInteger(itemsPerPage)) errors.push('itemsPerPage must be greater than 0')
  if (!isPositiveInteger(currentPage)) errors.push('currentPage must be 1 or more')
  if (!isPositiveInteger(maxPagesShown)) errors.push('maxPagesShown must be greater than 0')
  if (options.type === 'link' && !options.linkUrl?.includes(pagePlaceholder)) {
    errors.push('linkUrl must contain [page] when type is link')
  }
  return errors
}

export function paginate(options: PaginationOptions): Pagination {
  const errors = paginationErrors(options)
  if (errors.length > 0) return { ok: false, errors }
  const itemsPerPage = options.itemsPerPage ?? defaultItemsPerPage
  const maxPagesShown = options.maxPagesShown ?? defaultMaxPagesShown
  const totalPages = Math.ceil((options.totalItems ?? 0) / itemsPerPage)
  const lastPage = Math.max(totalPages, 1)
  const currentPage = Math.min(options.currentPage ?? 1, lastPage)
  const jumpBy = Math.ceil(maxPagesShown / 2)
  const hrefFor = (page: number) =>
    options.type === 'link' ? options.linkUrl?.replaceAll(pagePlaceholder, String(page)) : undefined

  const start = Math.max(
    1,
    Math.min(currentPage - Math.floor(maxPagesShown / 2), lastPage - maxPagesShown + 1),
  )
  const end = Math.min(totalPages, start + maxPagesShown - 1)
  const pageItem = (page: number): PaginationItem => ({
    kind: 'page',
    page,
    current: page === currentPage,
    href: hrefFor(page),
  })

  const items: PaginationItem[] = []
  if (start > 1) items.push(pageItem(1))
  if (start > 2) {
    const page = Math.max(1, currentPage - jumpBy)
    items.push({ kind: 'jump', direction: 'back', page, href: hrefFor(page) })
  }
  for (let page = start; page <= end; page += 1) items.push(pageItem(page))
  if (end < totalPages - 1) {
    const page = Math.min(totalPages, currentPage + jumpBy)
    items.push({ kind: 'jump', direction: 'forward', page, href: hrefFor(page) })
  }
  if (end < totalPages) items.push(pageItem(totalPages))

  const step = (page: number, disabled: boolean): PageStep => ({
    page,
    disabled,
    href: disabled ? undefined : hrefFor(page),
  })
  return {
    ok: true,
    totalPages,
    currentPage,
    jumpBy,
    items,
    previous: step(Math.max(1, currentPage - 1), currentPage <= 1),
    next: step(Math.min(lastPage, currentPage + 1), currentPage >= totalPages),
  }
}
