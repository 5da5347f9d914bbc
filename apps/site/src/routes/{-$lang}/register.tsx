import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../../features/auth/RegisterPage'

export const Route = createFileRoute('/{-$lang}/register')({
  staticData: { page: 'register' },
  component: RegisterPage,
})
