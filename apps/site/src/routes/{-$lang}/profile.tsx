import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../features/account/ProfilePage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/profile')({
  staticData: metaFor('/profile'),
  component: ProfilePage,
})
