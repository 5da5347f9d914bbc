import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordPage } from '../../../features/account/ChangePasswordPage'
import { loadMessageGroup } from '../../../i18n/activate'

export const Route = createFileRoute('/{-$lang}/_player/change-password')({
  staticData: { page: 'change-password' },
  // The refusals of a new password are the dialogs group's, as on the sign-up and reset pages.
  beforeLoad: () => loadMessageGroup('dialogs'),
  component: ChangePasswordPage,
})
