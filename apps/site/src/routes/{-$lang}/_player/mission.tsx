import { createFileRoute } from '@tanstack/react-router'
import { MissionPage } from '../../../features/engagement/MissionPage'

export const Route = createFileRoute('/{-$lang}/_player/mission')({
  staticData: { page: 'mission' },
  component: MissionPage,
})
