import { createFileRoute } from '@tanstack/react-router'
import { StatementPage } from '../../../features/wallet/HistoryPages'

export const Route = createFileRoute('/{-$lang}/_player/statement')({
  staticData: { page: 'statement' },
  component: StatementPage,
})
