import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '../../features/account/AccountPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/account')({
  staticData: metaFor('/account'),
  component: AccountPage,
})
