import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../../features/auth/ForgotPasswordPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/forgot-password')({
  staticData: metaFor('/forgot-password'),
  component: ForgotPasswordPage,
})
