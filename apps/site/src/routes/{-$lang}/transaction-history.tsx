import { createFileRoute } from '@tanstack/react-router'
import { TransactionHistoryPage } from '../../features/wallet/HistoryPages'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/transaction-history')({
  staticData: metaFor('/transaction-history'),
  component: TransactionHistoryPage,
})
