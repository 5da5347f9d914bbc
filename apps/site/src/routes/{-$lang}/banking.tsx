import { createFileRoute } from '@tanstack/react-router'
import { BankingPage } from '../../features/wallet/BankingPage'

export const Route = createFileRoute('/{-$lang}/banking')({
  staticData: { page: 'banking' },
  component: BankingPage,
})
