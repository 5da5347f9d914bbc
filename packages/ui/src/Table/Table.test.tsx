import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Table } from './Table'

const rows = [
  { id: 'a', date: '2026-11-20', type: 'Deposit', amount: '₱500.00' },
  { id: 'b', date: '2026-11-21', type: 'Withdrawal', amount: '₱200.00' },
]
const columns = [
  { key: 'date', header: 'Date' },
  { key: 'type', header: 'Type' },
  { key: 'amount', header: 'Amount', align: 'end' as const },
]

describe('Table', () => {
  it('renders a captioned table with column headers and rows', () => {
    render(<Table caption="Transactions" columns={columns} rows={rows} rowKey={(r) => r.id} />)
    const table = screen.getByRole('table', { name: 'Transactions' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Type', 'Amount'])
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getByRole('cell', { name: '₱200.00' })).toBeVisible()
  })

  it("names each cell's column, which a narrow table shows beside the value", () => {
    render(<Table caption="Transactions" columns={columns} rows={rows} rowKey={(r) => r.id} />)
    const cell = screen.getByRole('cell', { name: '₱500.00' })
    expect(cell.dataset.label).toBe('Amount')
    expect(
      within(cell.closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.dataset.label),
    ).toEqual(['Date', 'Type', 'Amount'])
  })

  it('says so when empty, loading or failed', () => {
    const { rerender } = render(
      <Table caption="T" columns={columns} rows={[] as typeof rows} rowKey={(r) => r.id} />,
    )
    expect(screen.getByRole('cell').textContent).toBe('Nothing here yet.')
    rerender(<Table caption="T" columns={columns} rows={rows} rowKey={(r) => r.id} loading />)
    expect(screen.getByRole('cell').textContent).toBe('Loading…')
    rerender(
      <Table caption="T" columns={columns} rows={rows} rowKey={(r) => r.id} error="Service unavailable" />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Service unavailable')
  })
})
