import { createFileRoute } from '@tanstack/react-router'
import { PlayNowPage } from '../../features/lobby/PlayNowPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/playnow')({
  staticData: metaFor('/playnow'),
  component: PlayNowPage,
})
