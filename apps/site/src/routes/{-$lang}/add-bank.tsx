import { createFileRoute } from '@tanstack/react-router'
import { AddBankPage } from '../../features/wallet/AddBankPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/add-bank')({
  staticData: metaFor('/add-bank'),
  component: AddBankPage,
})
