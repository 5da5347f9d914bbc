import { useLingui } from '@lingui/react/macro'
import { type PaginationItem, type PaginationOptions, paginate } from '@lobbykit/core/validate/pagination'
import type { ReactNode } from 'react'
import { Icon } from '../Icon/Icon'
import { Link } from '../Link/Link'
import * as styles from './Pagination.css'

export interface PaginationProps extends PaginationOptions {
  /** For type 'button': called with the page to show. Links navigate by their href instead. */
  onChange?: (page: number) => void
  label?: string
  className?: string
}

/**
 * Page buttons or links from core's pagination model (docs/product.md#pagination): first and last page, a window of
 * maxPagesShown pages, and jump buttons that move by half of it. Renders nothing for a single page or an
 * invalid set of options (the model says why, in development).
 */
export function Pagination({ onChange, label: labelProp, className, ...options }: PaginationProps) {
  const { t } = useLingui()
  const label = labelProp ?? t`Pagination`
  const model = paginate(options)
  if (!model.ok) {
    if (import.meta.env?.DEV) console.warn('Pagination:', model.errors.join('; '))
    return null
  }
  if (model.totalPages <= 1) return null

  const control = (
    key: string,
    page: number,
    content: ReactNode,
    extra: { current?: boolean; disabled?: boolean; href?: string; aria?: string; jump?: boolean },
  ) => {
    const className = [styles.item, extra.jump ? styles.jump : ''].join(' ')
    if (options.type === 'link') {
      return (
        <Link
          key={key}
          href={extra.href ?? '#'}
          className={className}
          aria-current={extra.current ? 'page' : undefined}
          aria-disabled={extra.disabled ? true : undefined}
          aria-label={extra.aria}
          tabIndex={extra.disabled ? -1 : undefined}
        >
          {content}
        </Link>
      )
    }
    return (
      <button
        key={key}
        type="button"
        className={className}
        aria-current={extra.current ? 'page' : undefined}
        aria-label={extra.aria}
        disabled={extra.disabled}
        onClick={() => onChange?.(page)}
      >
        {content}
      </button>
    )
  }

  const itemControl = (item: PaginationItem) => {
    const { page } = item
    if (item.kind === 'page') {
      return control(`p${page}`, page, page, {
        current: item.current,
        href: item.href,
        aria: t`Page ${page}`,
      })
    }
    const pages = model.jumpBy
    return control(`j${item.direction}`, page, '…', {
      href: item.href,
      jump: true,
      aria:
        item.direction === 'back'
          ? t`Back ${pages} pages, to page ${page}`
          : t`Forward ${pages} pages, to page ${page}`,
    })
  }

  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        <li>
          {control('prev', model.previous.page, <Icon name="chevronLeft" size={18} />, {
            disabled: model.previous.disabled,
            href: model.previous.href,
            aria: t`Previous page`,
          })}
        </li>
        {model.items.map((item) => (
          <li key={item.kind === 'page' ? `p${item.page}` : `j${item.direction}`}>{itemControl(item)}</li>
        ))}
        <li>
          {control('next', model.next.page, <Icon name="chevronRight" size={18} />, {
            disabled: model.next.disabled,
            href: model.next.href,
            aria: t`Next page`,
          })}
        </li>
      </ul>
    </nav>
  )
}
