import { createFileRoute } from '@tanstack/react-router'
import { BankDetailsPage } from '../../../features/wallet/BankDetailsPage'

export const Route = createFileRoute('/{-$lang}/_player/bank-details')({
  staticData: { page: 'bank-details' },
  component: BankDetailsPage,
})
