import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordPage } from '../../features/account/ChangePasswordPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/change-password')({
  staticData: metaFor('/change-password'),
  component: ChangePasswordPage,
})
