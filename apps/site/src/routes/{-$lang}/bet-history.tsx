import { createFileRoute } from '@tanstack/react-router'
import { BetHistoryPage } from '../../features/wallet/HistoryPages'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/bet-history')({
  staticData: metaFor('/bet-history'),
  component: BetHistoryPage,
})
