import { createFileRoute } from '@tanstack/react-router'
import { BetHistoryPage } from '../../../features/wallet/HistoryPages'

export const Route = createFileRoute('/{-$lang}/_player/bet-history')({
  staticData: { page: 'bet-history' },
  component: BetHistoryPage,
})
