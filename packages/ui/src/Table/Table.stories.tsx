import type { Meta, StoryObj } from '@storybook/react-vite'
import { Table, type TableProps } from './Table'

interface Txn {
  id: string
  date: string
  type: string
  method: string
  amount: string
  status: string
}

const rows: Txn[] = [
  {
    id: '1',
    date: '21 Nov 2026 18:02',
    type: 'Deposit',
    method: 'GCash',
    amount: '₱1,000.00',
    status: 'Completed',
  },
  {
    id: '2',
    date: '20 Nov 2026 21:40',
    type: 'Withdrawal',
    method: 'BDO',
    amount: '₱2,500.00',
    status: 'Pending',
  },
  {
    id: '3',
    date: '19 Nov 2026 09:15',
    type: 'Bonus',
    method: 'Welcome offer',
    amount: '₱500.00',
    status: 'Completed',
  },
  {
    id: '4',
    date: '18 Nov 2026 14:55',
    type: 'Deposit',
    method: 'Maya',
    amount: '₱300.00',
    status: 'Failed',
  },
]

const columns: TableProps<Txn>['columns'] = [
  { key: 'date', header: 'Date' },
  { key: 'type', header: 'Type' },
  { key: 'method', header: 'Method' },
  { key: 'amount', header: 'Amount', align: 'end' },
  { key: 'status', header: 'Status' },
]

const meta = {
  title: 'Blocks/Table',
  component: Table<Txn>,
  parameters: { layout: 'padded' },
  args: { caption: 'Transaction history', columns, rows, rowKey: (row: Txn) => row.id },
} satisfies Meta<typeof Table<Txn>>
export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {}
export const Loading: Story = { args: { loading: true } }
export const Empty: Story = { args: { rows: [] } }
export const ErrorState: Story = { args: { error: 'History is unavailable right now (-503).' } }
