import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../../../features/auth/ForgotPasswordPage'
import { loadMessageGroup } from '../../../i18n/activate'

export const Route = createFileRoute('/{-$lang}/_visitor/forgot-password')({
  staticData: { page: 'forgot-password' },
  // Its page shares texts with the player's pages (docs/architecture.md#languages-and-texts) and the dialogs.
  beforeLoad: () => Promise.all([loadMessageGroup('player'), loadMessageGroup('dialogs')]),
  component: ForgotPasswordPage,
})
