import { createFileRoute } from '@tanstack/react-router'
import { WithdrawalPage } from '../../../features/wallet/WithdrawalPage'

export const Route = createFileRoute('/{-$lang}/_player/withdrawal')({
  staticData: { page: 'withdrawal' },
  component: WithdrawalPage,
})
