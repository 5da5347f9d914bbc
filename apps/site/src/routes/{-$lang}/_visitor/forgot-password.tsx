import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../../../features/auth/ForgotPasswordPage'

export const Route = createFileRoute('/{-$lang}/_visitor/forgot-password')({
  staticData: { page: 'forgot-password' },
  component: ForgotPasswordPage,
})
