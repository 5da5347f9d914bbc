import { createFileRoute } from '@tanstack/react-router'
import { MissionPage } from '../../features/engagement/MissionPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/mission')({
  staticData: metaFor('/mission'),
  component: MissionPage,
})
