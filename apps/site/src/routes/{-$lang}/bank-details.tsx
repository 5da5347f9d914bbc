import { createFileRoute } from '@tanstack/react-router'
import { BankDetailsPage } from '../../features/wallet/BankDetailsPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/bank-details')({
  staticData: metaFor('/bank-details'),
  component: BankDetailsPage,
})
