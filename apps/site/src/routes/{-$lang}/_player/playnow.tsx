import { createFileRoute } from '@tanstack/react-router'
import { PlayNowPage } from '../../../features/lobby/PlayNowPage'

export const Route = createFileRoute('/{-$lang}/_player/playnow')({
  staticData: { page: 'playnow', layout: 'default' },
  component: PlayNowPage,
})
