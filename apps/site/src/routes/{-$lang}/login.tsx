import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../features/auth/LoginPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/login')({
  staticData: metaFor('/login'),
  component: LoginPage,
})
