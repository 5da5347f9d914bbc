import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordPage } from '../../../features/account/ChangePasswordPage'

export const Route = createFileRoute('/{-$lang}/_player/change-password')({
  staticData: { page: 'change-password' },
  component: ChangePasswordPage,
})
