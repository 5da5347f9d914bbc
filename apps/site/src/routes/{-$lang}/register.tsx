import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../../features/auth/RegisterPage'
import { loadMessageGroup } from '../../i18n/activate'

export const Route = createFileRoute('/{-$lang}/register')({
  staticData: { page: 'register' },
  // The sign-in forms keep their texts with the dialogs' (docs/architecture.md#first-visit-code).
  beforeLoad: () => loadMessageGroup('dialogs'),
  component: RegisterPage,
})
