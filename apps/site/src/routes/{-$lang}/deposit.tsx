import { createFileRoute } from '@tanstack/react-router'
import { DepositPage } from '../../features/wallet/DepositPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/deposit')({
  staticData: metaFor('/deposit'),
  component: DepositPage,
})
