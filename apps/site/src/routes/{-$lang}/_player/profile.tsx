import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../../features/account/ProfilePage'

export const Route = createFileRoute('/{-$lang}/_player/profile')({
  staticData: { page: 'profile' },
  component: ProfilePage,
})
