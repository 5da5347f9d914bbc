import { createFileRoute } from '@tanstack/react-router'
import { EditProfilePage } from '../../features/account/EditProfilePage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/edit-profile')({
  staticData: metaFor('/edit-profile'),
  component: EditProfilePage,
})
