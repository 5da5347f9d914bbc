import { createFileRoute } from '@tanstack/react-router'
import { WithdrawalPage } from '../../features/wallet/WithdrawalPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/withdrawal')({
  staticData: metaFor('/withdrawal'),
  component: WithdrawalPage,
})
