import { createFileRoute } from '@tanstack/react-router'
import { SecurityPage } from '../../../features/account/SecurityPage'

export const Route = createFileRoute('/{-$lang}/_player/security')({
  staticData: { page: 'security' },
  component: SecurityPage,
})
