// biome-ignore-all lint/a11y/noRedundantRoles: explicit roles keep the table's semantics in browsers that drop them once the narrow layout restyles its parts (Table.css.ts)
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import * as styles from './Table.css'

export interface TableColumn<Row> {
  key: string
  header: string
  /** Cell content; by default the row's value under `key`. */
  render?: (row: Row) => ReactNode
  /** Numbers and money line up on the right. */
  align?: 'start' | 'end'
}

export interface TableProps<Row> {
  caption: string
  columns: TableColumn<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  loading?: boolean
  emptyMessage?: string
  error?: string
}

/**
 * A data table (history, statements, leaderboards). Where it is narrower than about a phone, each row shows as
 * a card of "column: value" lines (Table.css.ts) instead of scrolling sideways.
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyMessage: emptyMessageProp,
  error,
}: TableProps<Row>) {
  const { t } = useLingui()
  const emptyMessage = emptyMessageProp ?? t`Nothing here yet.`
  const status = error ?? (loading ? t`Loading…` : rows.length === 0 ? emptyMessage : undefined)
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.wrap} tabIndex={0} aria-label={caption}>
      <table className={styles.table} aria-busy={loading} role="table">
        <caption className={styles.caption}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                role="columnheader"
                className={[styles.th, column.align === 'end' ? styles.end : ''].join(' ')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {status ? (
            <tr>
              <td colSpan={columns.length} className={styles.state} role={error ? 'alert' : undefined}>
                {status}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} role="row">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    role="cell"
                    data-label={column.header}
                    className={[styles.td, column.align === 'end' ? styles.end : ''].join(' ')}
                  >
                    {column.render
                      ? column.render(row)
                      : String((row as Record<string, unknown>)[column.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  )
}
