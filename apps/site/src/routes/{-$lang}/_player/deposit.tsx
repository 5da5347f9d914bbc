import { createFileRoute } from '@tanstack/react-router'
import { DepositPage } from '../../../features/wallet/DepositPage'

export const Route = createFileRoute('/{-$lang}/_player/deposit')({
  staticData: { page: 'deposit' },
  component: DepositPage,
})
