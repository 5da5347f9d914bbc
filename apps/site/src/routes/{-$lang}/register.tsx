import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../../features/auth/RegisterPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/register')({
  staticData: metaFor('/register'),
  component: RegisterPage,
})
