import { createFileRoute } from '@tanstack/react-router'
import { EditProfilePage } from '../../../features/account/EditProfilePage'

export const Route = createFileRoute('/{-$lang}/_player/edit-profile')({
  staticData: { page: 'edit-profile' },
  component: EditProfilePage,
})
