import { createFileRoute } from '@tanstack/react-router'
import { AddBankPage } from '../../../features/wallet/AddBankPage'

export const Route = createFileRoute('/{-$lang}/_player/add-bank')({
  staticData: { page: 'add-bank' },
  component: AddBankPage,
})
