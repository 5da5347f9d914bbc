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

/** A data table (history, statements, leaderboards) that scrolls sideways on phones rather than squashing. */
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
      <table className={styles.table} aria-busy={loading}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={[styles.th, column.align === 'end' ? styles.end : ''].join(' ')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {status ? (
            <tr>
              <td colSpan={columns.length} className={styles.state} role={error ? 'alert' : undefined}>
                {status}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
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
