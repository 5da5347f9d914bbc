import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '../../../features/account/AccountPage'

export const Route = createFileRoute('/{-$lang}/_player/account')({
  staticData: { page: 'account' },
  component: AccountPage,
})
