import { createFileRoute } from '@tanstack/react-router'
import { TransactionHistoryPage } from '../../../features/wallet/HistoryPages'

export const Route = createFileRoute('/{-$lang}/_player/transaction-history')({
  staticData: { page: 'transaction-history' },
  component: TransactionHistoryPage,
})
