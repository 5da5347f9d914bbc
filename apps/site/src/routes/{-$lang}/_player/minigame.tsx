import { createFileRoute } from '@tanstack/react-router'
import { MinigamePage } from '../../../features/engagement/MinigamePage'

export const Route = createFileRoute('/{-$lang}/_player/minigame')({
  staticData: { page: 'minigame', layout: 'minigame' },
  component: MinigamePage,
})
